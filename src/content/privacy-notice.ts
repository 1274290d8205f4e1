/**
 * The privacy notice's version: the day its words (or the consent box's) last changed. The form sends it with each
 * consent and the inquiry records it, so the team can tell which text a visitor agreed to. `privacy-notice.test.ts`
 * fails when those words change in any language without a new version here.
 */
export const privacyNotice = { version: '2026-11-29' } as const;
