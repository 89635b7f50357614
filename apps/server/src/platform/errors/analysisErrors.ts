/**
 * What the analysis services (diagnose, tariffs, improvement plan) refuse, with the status the
 * routes answer: a bad request names the offending value, forbidden carries the spec's text.
 */
export class AnalysisRequestError extends Error {
  constructor(
    readonly kind:
      | 'BAD_REQUEST'
      | 'NOT_FOUND'
      | 'FORBIDDEN'
      /** Not ready yet (a model run in progress): 503 with Retry-After (extra.retryAfterSeconds). */
      | 'NOT_READY'
      /** A budget is spent: 429 with Retry-After (extra.retryAfterSeconds). */
      | 'TOO_MANY_REQUESTS'
      /** The building's model run failed (analysis §4.5 ERROR): 500 with the spec's text. */
      | 'MODEL_FAILED',
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AnalysisRequestError';
  }
}

export const badAnalysisRequest = (message: string, extra: Record<string, unknown> = {}) =>
  new AnalysisRequestError('BAD_REQUEST', message, extra);
export const analysisNotFound = (message: string) => new AnalysisRequestError('NOT_FOUND', message);
export const analysisForbidden = (message: string) =>
  new AnalysisRequestError('FORBIDDEN', message);
export const analysisNotReady = (message: string, retryAfterSeconds: number) =>
  new AnalysisRequestError('NOT_READY', message, { retryAfterSeconds });
export const analysisTooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AnalysisRequestError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });
