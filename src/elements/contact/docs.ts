/** <phx-contact>'s words for people (the manifest, the types, its reference page): never imported by a browser. */
import { endpoint } from '../runtime/common-docs';
import type { ElementDocs } from '../runtime/contract-shape';
import type { contract } from './contract';

export const docs: ElementDocs<typeof contract> = {
  wordpress: 'Phoenix contact form',
  summary:
    "The consultation request form with contact details, hours and quick actions. A visitor's draft is kept in session storage until it is sent, so a reload, a route change or a failed send never loses it.",
  attributes: {
    inquiry: 'Preselected inquiry type. Default: general.',
    endpoint,
    clinic:
      "A partner clinic's page: the clinic's id in the company's clinics file. The form shows the clinic's name and a second, unticked box that also sends the request to that clinic; without the tick it goes to the company alone. An id the clinics do not have is sent with the request all the same (the company sees it), without the box. Default: the page's configured clinic (configure({ clinic }), <meta name=\"phx:clinic\">), else none.",
  },
};
