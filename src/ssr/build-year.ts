/** Set by the server build (vite.config.ts); unbundled (tsx, tests), the year the process started. */
declare const __PHX_BUILD_YEAR__: number | undefined;

/** The copyright year a render shows when the page gives none: the build's, so that rendering reads no clock. */
export const buildYear: number = typeof __PHX_BUILD_YEAR__ === 'number' ? __PHX_BUILD_YEAR__ : new Date().getFullYear();
