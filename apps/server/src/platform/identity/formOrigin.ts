import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { isIdentityForm } from '../http/requestText';
import { messagePage } from './pages';
import { allowedOrigins } from './provider';

/**
 * Cross-site request forgery guard of the identity forms: a browser sends
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
}
