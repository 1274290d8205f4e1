/** Types into a form control the way a visitor does: React sees an input event with the new value. */
export function type(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(control);
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The checkbox whose label reads `label` (a consent's whole sentence). */
export function checkbox(root: ParentNode, label: string): HTMLInputElement {
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  if (!found) throw new Error(`no checkbox labelled ${label}`);
  return root.querySelector(`#${CSS.escape(found.htmlFor)}`) as HTMLInputElement;
}

/** The form control whose label reads `label` (the label's own text, before any "(optional)"). */
export function field<T extends HTMLElement = HTMLInputElement>(root: ParentNode, label: string): T {
  const found = [...root.querySelectorAll('label')].find((l) => l.firstChild?.textContent?.trim() === label);
  if (!found) throw new Error(`no field labelled ${label}`);
  return root.querySelector(`#${CSS.escape(found.htmlFor)}`) as T;
}
