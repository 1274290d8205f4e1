/**
 * The privacy notice's version: the day its words (or the consent box's) last changed. The form sends it with each
 * consent and the inquiry records it, so the team can tell which text a visitor agreed to. `privacy-notice.test.ts`
 * fails when those words change in any language without a new version here.
 */
/** `.2`: the same day's second version (the partner clinic's box was added). */
export const privacyNotice = { version: '2026-11-26.2' } as const;
