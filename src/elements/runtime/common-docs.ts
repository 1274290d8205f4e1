/** Words several elements' docs.ts share (never imported by a browser). */
export const endpoint =
  'URL (http or https, absolute or relative to the page) the contact form POSTs its JSON to; without script the form posts there as an ordinary form. Without it, sending is simulated and a console note says so.';
