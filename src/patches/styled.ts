import createStyled from '@emotion/styled/base';

/**
 * `@emotion/styled` as phx imports it (aliased in aliases.ts): Emotion's own `styled`, whose shorthands
 * (`styled.div`) are made on first use. Emotion's entry makes all 135 of them as it loads, from a list of every tag
 * name (0.3 KB gzip in every runtime).
 */
const made = new Map<string, unknown>();
const styled = new Proxy(createStyled, {
  get(target, key, receiver) {
    if (typeof key !== 'string' || key in target) return Reflect.get(target, key, receiver);
    if (!made.has(key)) made.set(key, createStyled(key as 'div'));
    return made.get(key);
  },
});

export default styled;
