/**
 * What `import '@phoenix-bionics/phx'` (or `…/contact`, …) gives in Node: configure() alone (it sets what
 * renderElement and the Next.js helper render with). Elements exist only in browsers;
 * a server renders them with `@phoenix-bionics/phx/server`. Server builds of frameworks (Next.js, Remix, Astro) may import client modules.
 */
export { configure } from './elements/runtime/configuration?node';
