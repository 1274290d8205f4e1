/**
 * What a visitor sees of a shadow root, as one comparable string: each element with its visible attributes, the
 * state of its form controls, and its text. Two roots that show the same thing give the same string. Self-contained:
 * the Chromium tests run its source in the page.
 */
export function seen(root: ParentNode): string {
  // What a visitor sees or where a control leads; ids and id references differ from one instance to the next.
  const visible = ['href', 'action', 'lang', 'dir', 'class', 'aria-pressed', 'aria-label', 'hidden', 'src'];
  const lines: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) lines.push(JSON.stringify(text));
      return;
    }
    if (node.nodeType !== 1) {
      for (const child of node.childNodes) walk(child);
      return;
    }
    const element = node as HTMLElement;
    if (element.localName === 'style' || element.localName === 'template') return;
    const attributes = visible
      .filter((name) => element.hasAttribute(name))
      .map((name) => `${name}=${JSON.stringify(element.getAttribute(name))}`);
    if (element instanceof HTMLInputElement && element.type !== 'hidden')
      attributes.push(`value=${JSON.stringify(element.type === 'checkbox' ? element.checked : element.value)}`);
    if (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)
      attributes.push(`value=${JSON.stringify(element.value)}`);
    lines.push(`<${element.localName} ${attributes.join(' ')}>`);
    for (const child of element.childNodes) walk(child);
  };
  walk(root as Node);
  return lines.join('\n');
}
