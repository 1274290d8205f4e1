// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { svgToReact } from './vite-svg';

describe('an SVG as a React component', () => {
  it('becomes nested createElement calls, the root taking the component’s props', () => {
    expect(svgToReact('<svg xmlns="http://www.w3.org/2000/svg" view-box="0 0 1 1"><g><path d="M0 0"/></g></svg>')).toBe(
      'h("svg", {"viewBox": "0 0 1 1", ...props}, h("g", {}, h("path", {"d": "M0 0"})))',
    );
  });

  it('refuses what it would only half convert: a stray closing tag, text, a comment', () => {
    expect(() => svgToReact('<svg><g><path d="M0 0"></g></path></svg>')).toThrow('</g> closes no open <g>');
    expect(() => svgToReact('<svg><text>Hi</text></svg>')).toThrow('text content is not supported');
    expect(() => svgToReact('<svg><!-- x --></svg>')).toThrow('comments');
  });
});
