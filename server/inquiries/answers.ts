/** How the receiver answers: JSON for a script, a page for a form sent without script; the words it uses. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { splitLanguagePath } from '../../src/content/i18n/languages.ts';
import { emptyDraft, type FieldErrors, type InquiryDraft } from '../../src/inquiry/fields.ts';
import type { ConsentKind } from '../../src/inquiry/consent.ts';
import type { InquiryAnswer, InquiryNotice } from '../../src/ui/page.ts';
import { parseMediaType } from './media-type.ts';

/**
 * What a form sent without script is answered with: a page (in the visitor's language) showing the confirmation, or
 * the form again with every value kept and each field's message, or a notice of what went wrong.
 */
export type AnswerPage = (
  request: FastifyRequest,
  answer: InquiryAnswer,
  lang: string | undefined,
) => Promise<{ html: string; status: number; csp: string }>;

export const conflict = 'This idempotency key was already used for a different inquiry.';

export const json = (reply: FastifyReply, status: number, body: unknown) =>
  reply.code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(body);

export const html = (reply: FastifyReply, page: { html: string; status: number; csp: string }) =>
  reply
    .code(page.status)
    .headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': page.csp,
    })
    .send(page.html);

export const isFormPost = (request: FastifyRequest) =>
  parseMediaType(request.headers['content-type'])?.essence === 'application/x-www-form-urlencoded';

/** A request refused before its body was read: the connection is closed rather than drained. */
export const unread = (reply: FastifyReply) => reply.header('Connection', 'close');

/** `text` if it is the address of an http(s) page other than the receiver itself. */
export function httpAddress(text: string | undefined): string | undefined {
  try {
    const url = new URL(String(text ?? ''));
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.pathname.startsWith('/api/')
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}

/** The address a visitor came from (the Referer): the way back. */
export const comeFrom = (request: FastifyRequest) => httpAddress(request.headers.referer);

/** The language a form page is answered in: from the page it came from, as far as the URL tells. */
export const langOfReferer = (request: FastifyRequest) =>
  splitLanguagePath(new URL(comeFrom(request) ?? 'http://x/').pathname).lang;

/** A form's answer page: the form again with `notice` (and the draft, when its body was read). */
export function formAgain(answerPage: AnswerPage) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    notice: InquiryNotice,
    {
      draft,
      errors = {},
      status = 400,
      lang,
      consents,
      missingConsents,
    }: {
      draft?: InquiryDraft;
      errors?: FieldErrors;
      status?: number;
      lang?: string;
      consents?: readonly ConsentKind[];
      missingConsents?: readonly ConsentKind[];
    } = {},
  ) => {
    const answer = { sent: false as const, draft: draft ?? emptyDraft(), errors, notice, consents, missingConsents };
    const page = await answerPage(request, answer, lang);
    return html(reply, { ...page, status });
  };
}

export type FormAgain = ReturnType<typeof formAgain>;
