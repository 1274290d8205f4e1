/**
 * Phoenix Bionics elements: when the company's loader (phx.js) could not load, a form printed by the server still
 * looks ready to send, and sending it would leave the page for an error. This script (the plugin's own, loaded after
 * the loader, no inline code) says so on each such form and keeps the visitor on the page with what they typed.
 */
(() => {
  const script = document.currentScript;
  const message = script?.dataset.message || 'This form cannot send right now.';
  const elements = [...document.querySelectorAll('*')].filter(
    (el) => el.localName.startsWith('phx-') && !customElements.get(el.localName) && el.shadowRoot,
  );
  for (const element of elements) {
    for (const form of element.shadowRoot.querySelectorAll('form')) {
      const note = document.createElement('p');
      note.setAttribute('role', 'alert');
      note.setAttribute('tabindex', '-1');
      note.setAttribute('part', 'offline-note');
      note.style.fontWeight = 'bold';
      note.textContent = message;
      form.prepend(note);
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        note.focus();
      });
    }
  }
})();
