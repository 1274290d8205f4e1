import { describe, expect, it } from 'vitest';
import { compactCss, compactPiece } from './vite-css-compact';

describe('the CSS of Emotion templates, compact', () => {
  it('drops comments and indentation, and the spaces around braces, semicolons, commas and after colons', () => {
    expect(
      compactPiece('\n  display: grid;\n  /* a note */\n  input, select {\n    width: 100%;\n  }\n', {
        first: true,
        last: true,
      }),
    ).toBe('display:grid;input,select{width:100%;}');
  });

  it('keeps the spaces a value or a selector needs, and strings as they are', () => {
    expect(
      compactPiece("  margin: 0 auto; width: calc(100% - 2px); & :hover { content: ' · '; }  ", {
        first: true,
        last: true,
      }),
    ).toBe("margin:0 auto;width:calc(100% - 2px);& :hover{content:' · ';}");
    expect(compactPiece("&[aria-pressed='true'] { color: red; }")).toBe("&[aria-pressed='true']{color:red;}");
  });

  it("keeps a template's last semicolon (Emotion joins a css`…` into another template as it is)", () => {
    expect(compactPiece('\n  opacity: 0.75;\n', { first: true, last: true })).toBe('opacity:0.75;');
  });

  it('keeps the space between two values on either side of an interpolation', () => {
    const source =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template's source text, as the plugin reads it
      'import styled from "@emotion/styled";\nexport const A = styled.div`\n  padding: ${a} ${b};\n  ${m} { color: red; }\n`;\n';
    expect(compactCss(source, 'src/a.ts')?.code).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template's source text, as the plugin reads it
      'import styled from "@emotion/styled";\nexport const A = styled.div`padding:${a} ${b};${m}{color:red;}`;\n',
    );
  });

  it('leaves whole a template it cannot read safely: a string or a comment across an interpolation, or a //', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template's source text, as the plugin reads it
    for (const body of ['content: "${x}";', '/* ${x} */ color: red;', 'background: url(https://x.example/a.png);'])
      expect(
        compactCss(`import { css } from '@emotion/react';\nconst a = css\`\n  ${body}\n\`;\n`, 'src/a.ts'),
      ).toBeUndefined();
  });

  it('leaves other templates alone', () => {
    expect(compactCss('const a = html`\n  <p> x </p>\n`;\n', 'src/a.ts')).toBeUndefined();
  });
});
