import type { Locator } from 'playwright-core';

/** One thing a visitor would see wrong in an element's layout. */
export type LayoutFault = string;

/**
 * Audits an element's shadow root as laid out now: boxes that stick out of the element (outside a scroll region
 * of its own), controls whose text is cut, and lines that break inside a word (anything but a break after a space,
 * a hyphen, or, in an e-mail address or a URL, after `@`, `.` or `/`).
 */
export function auditLayout(element: Locator): Promise<LayoutFault[]> {
  return element.evaluate((host) => {
    const faults: string[] = [];
    const root = host.shadowRoot!;
    const box = host.getBoundingClientRect();
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && r.width > 1 && r.height > 1;
    };
    const describe = (el: Element) =>
      `<${el.localName}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // Inside a region that scrolls or clips on its own, boxes may extend past the element: that region is checked.
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const { overflowX } = getComputedStyle(p);
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of root.querySelectorAll('*')) {
      if (!visible(el) || clipped(el) || el.closest('dialog:not([open]), [popover]:not(:popover-open)')) continue;
      const r = el.getBoundingClientRect();
      if (r.right > box.right + 1 || r.left < box.left - 1)
        faults.push(
          `${describe(el)} sticks out of the element (${Math.round(r.left)}–${Math.round(r.right)} of ${Math.round(box.left)}–${Math.round(box.right)})`,
        );
    }
    // Controls: the whole chosen option of a select, the whole text of a button.
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const select of root.querySelectorAll('select')) {
      if (!visible(select)) continue;
      const style = getComputedStyle(select);
      // A customizable select wraps its text: then nothing of it may be hidden.
      if (style.appearance === 'base-select') {
        if (select.scrollWidth > select.clientWidth + 1 || select.scrollHeight > select.clientHeight + 1)
          faults.push(`the select shows "${select.selectedOptions[0]?.text}" cut`);
        continue;
      }
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16; /* the arrow */
      if (canvas.measureText(text).width > room) faults.push(`the select shows "${text}" cut (${Math.round(room)}px)`);
    }
    for (const control of root.querySelectorAll('button, a[part~=button]')) {
      if (visible(control) && control.scrollWidth > control.clientWidth + 1) faults.push(`${describe(control)} is cut`);
    }
    // Line breaks inside a word.
    const words = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || !visible(parent) || !node.data.trim() || parent.closest('style, .phx-visually-hidden, svg'))
        continue;
      let previous: { top: number; text: string } | null = null;
      let offset = 0;
      for (const { segment } of words.segment(node.data)) {
        range.setStart(node, offset);
        range.setEnd(node, offset + segment.length);
        offset += segment.length;
        const rect = range.getClientRects()[0];
        if (!rect || !segment.trim()) {
          previous = null;
          continue;
        }
        if (previous && rect.top > previous.top + rect.height / 2 && !/[-\u00ad\u2013\u2014/@.]$/.test(previous.text)) {
          const at = offset - segment.length;
          faults.push(
            `a line breaks inside a word: "${node.data.slice(Math.max(0, at - 12), at)}|${node.data.slice(at, at + 12)}"`,
          );
        }
        previous = { top: rect.top, text: segment };
      }
    }
    return faults;
  });
}
