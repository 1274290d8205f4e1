/**
 * Vite plugin: `import Art from './x.svg?react'` gives a React component that draws the SVG inline (its root takes
 * the component's props, e.g. role and aria-label). Inline, artwork renders on the server, needs no URL (so any
 * bundler, origin or <base href> is fine) and no innerHTML (so a Trusted Types policy is fine). Our artwork is
 * plain elements and attributes; text, comments and <style> are refused rather than half-converted.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const camel = (name: string) =>
  name.includes(':') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The SVG source as an expression of nested `h(tag, props, …children)` calls. */
export function svgToReact(source: string): string {
  const svg = source.replace(/<\?xml[^>]*\?>/, '').trim();
  if (/<!--|<style|<script|<!\[CDATA\[/.test(svg))
    throw new Error('svg?react: comments, <style>, <script> and CDATA are not supported');
  const tokens = svg.matchAll(/<(\/?)([\w:-]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g);
  const stack: string[][] = [[]];
  for (const [, closing, tag, attributes = '', selfClosing, text] of tokens) {
    if (text !== undefined) {
      if (text.trim()) throw new Error(`svg?react: text content is not supported ("${text.trim().slice(0, 20)}")`);
      continue;
    }
    if (closing) {
      const children = stack.pop();
      const open = stack[stack.length - 1]?.pop();
      if (!children || !open?.startsWith(`h(${JSON.stringify(tag)},`))
        throw new Error(`svg?react: </${tag}> closes no open <${tag}>`);
      stack[stack.length - 1].push(`${open.slice(0, -1)}${children.length ? `, ${children.join(', ')}` : ''})`);
      continue;
    }
    const props = [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)]
      .filter(([, name]) => name !== 'xmlns')
      .map(([, name, value]) => `${JSON.stringify(camel(name))}: ${JSON.stringify(value)}`);
    const call = `h(${JSON.stringify(tag)}, {${props.join(', ')}${stack.length === 1 ? ', ...props' : ''}})`;
    stack[stack.length - 1].push(call);
    if (!selfClosing) stack.push([]);
  }
  if (stack.length !== 1 || stack[0].length !== 1) throw new Error('svg?react: unbalanced elements');
  return stack[0][0];
}

export function svgReact(): Plugin {
  return {
    name: 'phx-svg-react',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.svg?react')) return null;
      const resolved = await this.resolve(source.slice(0, -'?react'.length), importer, { skipSelf: true });
      return resolved && `${resolved.id}?react`;
    },
    load(id) {
      if (!id.endsWith('.svg?react')) return null;
      const file = id.slice(0, -'?react'.length);
      this.addWatchFile(file);
      let body: string;
      try {
        body = svgToReact(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`);
      }
      return `import { createElement as h } from 'react';\nexport default function Artwork(props) { return ${body}; }\n`;
    },
  };
}
