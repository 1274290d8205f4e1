/// <reference types="vite/client" />

/** Artwork drawn inline (scripts/vite-svg.ts): the SVG's root takes the props. */
declare module '*.svg?react' {
  import type { SVGProps } from 'react';
  export default function Artwork(props: SVGProps<SVGSVGElement>): import('react').JSX.Element;
}

/** The loader's registry, generated from elements/contract.ts (vite.config.ts). */
declare module 'virtual:phx-registry' {
  import type { PhxTag } from './elements/runtime/contract';
  export const placeholders: Record<PhxTag, string>;
  export const loaders: Record<PhxTag, () => Promise<unknown>>;
  /** Elements prerendered by the build for a bare tag's first paint, each with the attributes that rule it out. */
  export const prerendered: Partial<Record<PhxTag, string[]>>;
  export const languages: string[];
  /** Whether this build shows a bare tag's prerendered HTML (the script-tag build; a bundling app renders its own). */
  export const firstPaint: boolean;
}

/** The loader's own build of the page's language walk (`?loader`: a module id no chunk claims; src/patches/README.md). */
declare module '*/page-language?loader' {
  export const languageAbove: typeof import('./elements/runtime/page-language').languageAbove;
}

/** The loader's own copy of configure() (the values live on globalThis, shared with the runtime's copy). */
declare module '*/configuration?loader' {
  export const configure: typeof import('./elements/runtime/configuration').configure;
  export const configured: typeof import('./elements/runtime/configuration').configured;
}

/** Node's copy of configure() (its own module, so that the browser's loader shares no chunk with it). */
declare module '*/configuration?node' {
  export const configure: typeof import('./elements/runtime/configuration').configure;
}
