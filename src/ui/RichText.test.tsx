import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

const html = (text: string) => {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<RichText text={text} />);
  return host;
};

describe('a text of a content file', () => {
  it('writes a claim as its figure, and a link to a page of the site or another site as a link', () => {
    const shown = html(
      'Up to {claim:medicaid-children-age}: see [the answers](/faq) and [Medicare](https://www.medicare.gov/).',
    );
    expect(shown.textContent).toBe('Up to 21: see the answers and Medicare.');
    const links = [...shown.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links[0][0]).toBe('the answers');
    expect(links[0][1]).toMatch(/\/faq$/);
    expect(links[1]).toEqual(['Medicare', 'https://www.medicare.gov/']);
  });

  it('leaves a text without links as it is', () => {
    expect(html('Ask your plan.').innerHTML).toBe('Ask your plan.');
  });
});
