/**
 * What `import 'phx'` (or `phx/contact`, …) gives in Node: nothing. Elements exist only in browsers; a server
 * renders them with `phx/server`. Server builds of frameworks (Next.js, Remix, Astro) may import client modules.
 */
export {};
