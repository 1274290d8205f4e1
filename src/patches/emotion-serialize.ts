/**
 * Emotion's `serializeStyles` (`@emotion/serialize`) as phx calls it (README.md beside this file): templates whose
 * interpolations are text, numbers, functions of the props, `css` results, flat style objects with text values (or 0)
 * and arrays of these. Anything else (keyframes, component selectors, nested or numeric object styles, a function with
 * no props, a `label:`) throws, naming this file: the tests run Emotion's own beside it (emotion-serialize-checked.ts).
 */
import hashString from '@emotion/hash';
import type { RegisteredCache, SerializedStyles } from '@emotion/utils';

type Props = Record<string, unknown> | undefined;
type Style = Record<string, unknown> & { styles?: string };

const refuse = (what: unknown): never => {
  throw new Error(`src/patches/emotion-serialize.ts: ${String(what)} is not what phx writes`);
};

function interpolate(props: Props, registered: RegisteredCache | undefined, value: unknown): string {
  if (value == null || typeof value === 'boolean') return '';
  if (typeof value === 'function') return props ? interpolate(props, registered, value(props)) : refuse(value);
  if (typeof value === 'object') {
    const style = value as Style;
    if (style.next || style.anim || style.__emotion_styles) refuse('keyframes or a component selector');
    if (style.styles !== undefined) return `${style.styles};`;
    let styles = '';
    if (Array.isArray(value)) for (const item of value) styles += `${interpolate(props, registered, item)};`;
    else
      for (const key in style) {
        const v = style[key];
        if (
          typeof v === 'object' ||
          (v && typeof v === 'number' && key[1] !== '-') ||
          registered?.[v as string] !== undefined
        )
          refuse(key);
        if (v != null && typeof v !== 'boolean')
          styles += `${key[1] === '-' ? key : key.replace(/[A-Z]|^ms/g, '-$&').toLowerCase()}:${v};`;
      }
    return styles;
  }
  return registered?.[value as string] ?? (value as string);
}

export function serializeStyles(args: unknown[], registered?: RegisteredCache, props?: Props): SerializedStyles {
  const first = args[0] as (SerializedStyles & TemplateStringsArray) | undefined;
  if (args.length === 1 && first?.styles !== undefined) return first;
  const template = first?.raw !== undefined;
  let styles = template ? first[0] : interpolate(props, registered, first);
  for (let i = 1; i < args.length; i++) styles += interpolate(props, registered, args[i]) + (template ? first[i] : '');
  if (styles.includes('label:')) refuse('label:');
  return { name: hashString(styles), styles, next: undefined };
}
