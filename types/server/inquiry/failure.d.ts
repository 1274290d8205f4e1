/** Why a send failed, as reported in `phx-submit-error`. */
export declare const failureReasons: readonly ['network', 'timeout', 'server', 'invalid', 'rateLimited', 'endpoint'];
export type FailureReason = (typeof failureReasons)[number];
