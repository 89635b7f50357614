import type { FastifyInstance } from 'fastify';
import { controlCharacterPaths } from '@wattwise/api/contract';
import type { ServerConfig } from '../../config';
import { messagePage } from './pages';
import { allowedOrigins } from './provider';

/** Identity pages whose posts change state (sign-in, sign-up, password, profile). */
const isIdentityForm = (url: string) => /^\/(interaction|account)(\/|$|\?)/.test(url);

/**
 * Cross-site request forgery guard of the identity forms (issue 14, finding 2): a browser sends
 * Origin with every POST, so a post whose Origin is not the app's own (PUBLIC_URL or
 * DEV_ORIGINS) is refused with 403 before anything is read or written. Posts without Origin come
 * from non-browser clients, which cannot ride a user's cookies, and are let through; the
 * change-password and profile forms also carry a form token tied to the session.
 */
export function registerFormOriginCheck(app: FastifyInstance, config: ServerConfig) {
  const origins = allowedOrigins(config);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || !isIdentityForm(request.url)) return;
    const origin = request.headers.origin;
    if (origin === undefined || origins.has(origin)) return;
    return reply
      .status(403)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        messagePage(
          'Form refused',
          'This form was sent from another website. Open WattWise and try again there.',
          { href: `${config.publicUrl}/`, text: 'Go to WattWise' },
        ),
      );
  });
  // The forms' fields follow the contract's rule for every string: no control characters (a NUL
  // would otherwise reach the database and answer 500).
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !isIdentityForm(request.url)) return;
    if (controlCharacterPaths(request.body).length === 0) return;
    return reply
      .status(400)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        messagePage(
          'Form refused',
          'A field of this form contains control characters. Go back, retype it and send it again.',
        ),
      );
  });
}
