/** An error a handler throws to answer with a status and `{ error, message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, 'Not Found', message);
export const badRequest = (message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(400, 'Bad Request', message, extra);
export const unauthorized = (message: string) => new HttpError(401, 'Unauthorized', message);
