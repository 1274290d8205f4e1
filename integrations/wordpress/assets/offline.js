/**
 * Phoenix Bionics elements: when the company's loader (phx.js) could not load, a form printed by the server still
 * looks ready to send, and sending it would leave the page for an error. This script (the plugin's own, loaded after
 * the loader, no inline code) then says so above each such element, and keeps the visitor on the page with what
 * they typed. It never touches the element's own markup, which the loader may still hydrate.
 */
(() => {
  const script = document.currentScript;
  const message = script?.dataset.message || 'This form cannot send right now.';
  // The loader marks the page once it runs (a module script: before this deferred one; the classic one imports it).
  const loaded = () => Symbol.for('phx.loader') in globalThis;
  const withForms = [...document.querySelectorAll('*')].filter(
    (el) => el.localName.startsWith('phx-') && el.shadowRoot?.querySelector('form'),
  );
  const notes = new Map();
  const note = (element) => {
    if (!notes.has(element)) {
      const p = document.createElement('p');
      p.className = 'phoenix-bionics-offline';
      p.setAttribute('role', 'alert');
      p.setAttribute('tabindex', '-1');
      p.textContent = message;
      element.before(p);
      notes.set(element, p);
    }
    return notes.get(element);
  };
  for (const element of withForms)
    for (const form of element.shadowRoot.querySelectorAll('form'))
      form.addEventListener('submit', (event) => {
        if (loaded()) return;
        event.preventDefault();
        note(element).focus();
      });
  const check = () => {
    if (loaded()) {
      for (const p of notes.values()) p.remove();
      notes.clear();
    } else for (const element of withForms) note(element);
  };
  if (document.readyState === 'complete') check();
  else addEventListener('load', check, { once: true });
})();
