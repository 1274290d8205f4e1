// Compiled by `tsc --noEmit -p .` only: proves the shipped types, imported by the package's name, serve a host page and a React app.
import '@phoenix-bionics/phx';

const contact = document.querySelector('phx-contact');
contact?.addEventListener('phx-submit', (event) => {
  const email: string = event.detail.email;
  event.preventDefault();
  void email;
});
document.addEventListener('phx-navigate', (event) => {
  const path: string = event.detail.path;
  void path;
});
document.addEventListener('phx-submit-error', (event) => void event.detail.reason.toUpperCase());

export const Embed = () => (
  <main>
    <phx-products product="neural-pro-x1" layout="grid" />
    <phx-contact inquiry="consultation" endpoint="/api/inquiries" lang="de" />
  </main>
);
