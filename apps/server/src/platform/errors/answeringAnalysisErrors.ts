import { AnalysisRequestError } from './analysisErrors';
import { HttpError } from './httpError';

const STATUS_OF: Record<AnalysisRequestError['kind'], [number, string]> = {
  BAD_REQUEST: [400, 'Bad Request'],
  FORBIDDEN: [403, 'Forbidden'],
  NOT_FOUND: [404, 'Not Found'],
  TOO_MANY_REQUESTS: [429, 'Too Many Requests'],
  NOT_READY: [503, 'Service Unavailable'],
  MODEL_FAILED: [500, 'Internal Server Error'],
};

/** Maps what an analysis service refused to the HTTP answer; anything else passes through. */
export async function answeringAnalysisErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AnalysisRequestError) {
      const [status, name] = STATUS_OF[error.kind];
      throw new HttpError(status, name, error.message, error.extra);
    }
    throw error;
  }
}
