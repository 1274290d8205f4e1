/** Why a send failed, as reported in `phx-submit-error`. */
export const failureReasons = ['network', 'timeout', 'server', 'invalid', 'rateLimited', 'endpoint'] as const;
export type FailureReason = (typeof failureReasons)[number];
