/** Words several elements' docs.ts share (never imported by a browser). */
export const endpoint =
  "URL (http or https, absolute or relative to the page) the contact form POSTs its JSON to; without script the form posts there as an ordinary form. Without it, the form sends to the receiver (/api/inquiries) of the company server phx.js was loaded from (under /phx/); where no receiver is known (an app that bundles phx), sending fails with a message giving the company's phone and e-mail, the draft kept, and a console error. `simulate` pretends to send (demo pages): nothing leaves the page.";
