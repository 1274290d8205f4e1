import isPropValid from '@emotion/is-prop-valid';

/**
 * Options for `styled('tag', partProp)`: Emotion forwards only known HTML props to DOM elements, and `part`
 * (how hosts style our pieces with ::part) is not on its list.
 */
export const partProp = { shouldForwardProp: (prop: string) => prop === 'part' || isPropValid(prop) };
