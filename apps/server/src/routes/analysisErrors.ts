import { AnalysisRequestError } from '../services/analysisErrors';
import { HttpError } from '../http/httpError';

/** Maps what an analysis service refused to the HTTP answer; anything else passes through. */
export async function answeringAnalysisErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AnalysisRequestError) {
      const [status, name] =
        error.kind === 'BAD_REQUEST'
          ? [400, 'Bad Request']
          : error.kind === 'FORBIDDEN'
            ? [403, 'Forbidden']
            : [404, 'Not Found'];
      throw new HttpError(status, name, error.message, error.extra);
    }
    throw error;
  }
}
