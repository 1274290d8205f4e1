import type { CreateStyled } from '@emotion/styled';
import { withEmotionCache } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { useInsertionEffectAlwaysWithSyncFallback } from '@emotion/use-insertion-effect-with-fallbacks';
import type { EmotionCache } from '@emotion/utils';
import { getRegisteredStyles, insertStyles, registerStyles } from '@emotion/utils';
import { createElement, Fragment, type ElementType } from 'react';
import isPropValid from './forwarded-props';

/**
 * `@emotion/styled` as phx uses it (aliased in aliases.ts), standing in for its entry and for `@emotion/styled/base`:
 * `styled.tag` and `styled(Component)` with a template or styles, `as`, a `css` prop's class merged in, and a styled
 * component styled again (its styles first, one class). The class names, props and DOM are Emotion's own, byte for
 * byte (styled.test.ts renders every element and page with both). Left out, as phx uses none of them: options
 * (`label`, `target`, `shouldForwardProp`: it throws), `withComponent`, component selectors (`${Card} &`), a theme
 * (interpolations get the props, without `theme`), `defaultProps` and `displayName`. The entry also makes all 135
 * shorthands as it loads, from a list of every tag name: here each is made on first use.
 */

type Tag = ElementType & { __emotion_base?: ElementType; __emotion_styles?: unknown[] };
type Props = Record<string, unknown> & { as?: ElementType; className?: string };
type Serialized = ReturnType<typeof serializeStyles>;

/** Lower-case names are DOM elements (Emotion's test): their props are filtered, and `as` changes the element. */
const isDom = (tag: unknown) => typeof tag === 'string' && tag.charCodeAt(0) > 96;
const notTheme = (key: string) => key !== 'theme';

/** Registers the styles as it renders and inserts them before the DOM changes (Emotion's own `Insertion`). */
function Insertion({
  cache,
  serialized,
  isStringTag,
}: {
  cache: EmotionCache;
  serialized: Serialized;
  isStringTag: boolean;
}) {
  registerStyles(cache, serialized, isStringTag);
  const rules = useInsertionEffectAlwaysWithSyncFallback(() => insertStyles(cache, serialized, isStringTag));
  // A server render without compat mode, where Emotion would write a <style> here: phx's (src/ssr/render.tsx) has it.
  if (rules) throw new Error('src/patches/styled.ts: no compat mode');
  return null;
}

export function createStyled(tag: Tag, options?: unknown) {
  if (options) throw new Error('src/patches/styled.ts: options');
  const base = tag.__emotion_base ?? tag;
  const useAs = isDom(base);
  return (...args: unknown[]) => {
    const styles = [...(tag.__emotion_styles ?? [])];
    const strings = args[0] as TemplateStringsArray | undefined;
    if (strings?.raw === undefined) styles.push(...args);
    else {
      styles.push(strings[0]);
      for (let i = 1; i < args.length; i++) styles.push(args[i], strings[i]);
    }
    const Styled = withEmotionCache<Props>((props, cache, ref) => {
      const Final = ((useAs && props.as) || base) as ElementType;
      const classes: string[] = [];
      let className =
        typeof props.className === 'string'
          ? getRegisteredStyles(cache.registered, classes, props.className)
          : props.className == null
            ? ''
            : `${props.className} `;
      const serialized = serializeStyles(styles.concat(classes) as never, cache.registered, props);
      className += `${cache.key}-${serialized.name}`;
      const forward = isDom(Final) ? isPropValid : notTheme;
      const own: Record<string, unknown> = {};
      for (const key in props) if (!(useAs && key === 'as') && forward(key)) own[key] = props[key];
      own.className = className;
      if (ref) own.ref = ref;
      return createElement(
        Fragment,
        null,
        createElement(Insertion, { cache, serialized, isStringTag: typeof Final === 'string' }),
        createElement(Final, own),
      );
    }) as unknown as Tag;
    Styled.__emotion_base = base;
    Styled.__emotion_styles = styles;
    return Styled;
  };
}

const made = new Map<string, unknown>();
const styled = new Proxy(createStyled, {
  get(target, key, receiver) {
    if (typeof key !== 'string' || key in target) return Reflect.get(target, key, receiver);
    if (!made.has(key)) made.set(key, createStyled(key as 'div'));
    return made.get(key);
  },
}) as unknown as CreateStyled;

export default styled;
