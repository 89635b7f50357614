/**
 * What the analysis services (diagnose, tariffs, improvement plan) refuse, with the status the
 * routes answer: a bad request names the offending value, forbidden carries the spec's text.
 */
export class AnalysisRequestError extends Error {
  constructor(
    readonly kind: 'BAD_REQUEST' | 'NOT_FOUND' | 'FORBIDDEN',
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
