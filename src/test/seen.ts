/** Attributes that say what a visitor sees or where a control leads; ids and id references differ per instance. */
const visible = ['href', 'action', 'lang', 'dir', 'class', 'aria-pressed', 'aria-label', 'hidden', 'src'];

/**
 * What a visitor sees of a shadow root, as one comparable string: each element with its visible attributes, the
 * state of its form controls, and its text. Two roots that show the same thing give the same string.
 */
export function seen(root: ParentNode): string {
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
