import { waitFor } from './wait';

/**
 * Puts `<tag attrs>` on the page, waits for its first render and returns the element and its shadow root.
 * Imports the element's definition first, as the loader would.
 */
export async function renderElement(
  tag: string,
  attributes: Record<string, string> = {},
  parent: Element = document.body,
) {
  const folder = tag.replace(/^phx-/, '');
  await import(`../elements/${folder}/define.ts`);
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
  const root = element.shadowRoot!;
  await waitFor(() => root.querySelector('.phx-frame > *'));
  return { element, root };
}

/** The visible text of a shadow root, whitespace collapsed. */
export const textOf = (root: ParentNode) => (root as Element).textContent?.replace(/\s+/g, ' ').trim() ?? '';
