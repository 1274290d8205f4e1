/**
 * What `import '@phoenix-bionics/phx'` (or `…/contact`, …) gives in Node: nothing. Elements exist only in browsers;
 * a server renders them with `@phoenix-bionics/phx/server`. Server builds of frameworks (Next.js, Remix, Astro) may import client modules.
 */
export {};
