import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestTextIssues } from '@wattwise/api/contract';
import { messagePage } from '../identity/pages';
import { HttpError } from '../errors/httpError';

/** Identity pages whose posts are forms a person filled in (sign-in, sign-up, password, profile). */
export const isIdentityForm = (url: string) => /^\/(interaction|account)(\/|$|\?)/.test(url);

/** A contract route checks its own params, query and body, naming the field (contractRoutes.ts). */
const isContractRoute = (request: FastifyRequest) =>
  Boolean((request.routeOptions.config as { contractRoute?: string } | undefined)?.contractRoute);

/** The decoded path and query values of a URL, or undefined when its escapes are malformed. */
function urlTexts(url: string): string[] | undefined {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  try {
    const texts = [decodeURIComponent(path)];
    for (const [name, value] of new URLSearchParams(at === -1 ? '' : url.slice(at + 1))) {
      texts.push(name, value);
    }
    return texts;
  } catch {
    return undefined;
  }
}

const refusedUrl = () =>
  new HttpError(
    400,
    'Bad Request',
    'The address contains control characters, over-long text or malformed escapes.',
  );

/**
 * The contract's rule for every string (no control characters, no over-long text, no deep
 * nesting: packages/api controlCharacters.ts) on every request outside the contract too: the
 * identity provider's endpoints (`/authorize?client_id=%00`, a code or refresh token with a NUL),
 * the account pages, the payment pages and token revocation. Without it such text reached the
 * database, which refuses NUL in text, and the request answered 500. Register before the identity
 * provider's hook, which takes its requests over before Fastify reads their bodies.
 */
export function registerRequestTextCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (isContractRoute(request)) return;
    const texts = urlTexts(request.url);
    if (!texts || texts.some((text) => requestTextIssues(text).length > 0)) throw refusedUrl();
  });
  app.addHook('preValidation', async (request, reply) => {
    if (isContractRoute(request) || request.body === undefined) return;
    if (requestTextIssues(request.body).length === 0) return;
    if (!isIdentityForm(request.url)) {
      throw new HttpError(
        400,
        'Bad Request',
        'A field contains control characters, over-long text or too deep nesting.',
      );
    }
    return reply
      .status(400)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        messagePage(
          'Form refused',
          'A field of this form contains control characters or is too long. Go back, retype it and send it again.',
        ),
      );
  });
}
