/**
 * The privacy notice's version: the day its words (or the consent box's) last changed. The form sends it with each
 * consent and the inquiry records it, so the team can tell which text a visitor agreed to. `privacy-notice.test.ts`
 * fails when those words change in any language without a new version here.
 */
export const privacyNotice = { version: '2026-11-29.2' } as const;

/**
 * Every version published, and the consent boxes it showed: a consent recorded against a version missing here, or
 * for a box its version did not have, was not given against a text we published (the server shares nothing on it).
 * A new version adds a line; an older line never changes.
 */
export const noticeBoxes: Readonly<Record<string, readonly string[]>> = {
  '2026-11-26': ['health'],
  '2026-11-26.2': ['health', 'clinic'],
  '2026-11-29': ['health', 'clinic'],
  '2026-11-29.2': ['health', 'clinic'],
};
