import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { Place } from './geocoding/addressIndex';
import { createBundledGeocoder, loadBundledPlaces } from './geocoding/bundledGeocoder';
import type { Geocoder } from './geocoding/geocoder';
import { createHttpGeocoder } from './geocoding/httpGeocoder';
import type { EpcRegister } from './epcRegister/register';
import { createRegisterApi } from './epcRegister/registerApi';
import { createTableRegister } from './epcRegister/registerTable';
import { createDccMeterProvider } from './smartMeters/dccProvider';
import type { SmartMeterProvider } from './smartMeters/provider';
import { createMailer, type Mailer } from './email/index';
import { createSandboxMeterProvider } from './smartMeters/sandboxProvider';
import { createAssistant, type Assistant } from './assistant/index';

/** The outside services of one server, chosen from its configuration (ARCHITECTURE.md table). */
export interface Adapters {
  geocoder: Geocoder;
  epcRegister: EpcRegister;
  smartMeters: SmartMeterProvider;
  /** E-mail: outbox files under $DATA_DIR/outbox, or SMTP by SMTP_URL. */
  mailer: Mailer;
  /** Steps and chat: the grounded guide, or an OpenAI-compatible endpoint by LLM_BASE_URL. */
  assistant: Assistant;
  /** One line per adapter for the start-up log. */
  describe(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    adapters: Adapters;
  }
}

let bundledPlaces: Place[] | undefined;
/** The bundled address index is read-only data, the same in every process: read it once. */
function places(): Place[] {
  bundledPlaces ??= loadBundledPlaces();
  return bundledPlaces;
}

export function createAdapters(config: ServerConfig, db: Kysely<Database>): Adapters {
  const settings = config.adapters;
  const geocoder = settings.geocodingUrl
    ? createHttpGeocoder({ url: settings.geocodingUrl, key: settings.geocodingKey })
    : createBundledGeocoder(places());
  const epcRegister =
    settings.epcApiKey && settings.epcApiEmail
      ? createRegisterApi({
          url: settings.epcApiUrl,
          email: settings.epcApiEmail,
          key: settings.epcApiKey,
        })
      : createTableRegister(db);
  const smartMeters =
    settings.dccApiUrl && settings.dccApiKey
      ? createDccMeterProvider({ url: settings.dccApiUrl, key: settings.dccApiKey })
      : createSandboxMeterProvider(places());
  const mailer = createMailer({
    dataDir: config.dataDir,
    smtpUrl: config.smtpUrl,
    from: `WattWise <${config.supportEmail}>`,
  });
  const assistant = createAssistant(settings);
  return {
    geocoder,
    epcRegister,
    smartMeters,
    mailer,
    assistant,
    describe: () => [
      settings.geocodingUrl
        ? `geocoding: ${new URL(settings.geocodingUrl).host}`
        : 'geocoding: bundled address index (Bloomsbury OSM addresses, GB post codes)',
      settings.epcApiKey && settings.epcApiEmail
        ? `EPC register: ${new URL(settings.epcApiUrl).host}`
        : 'EPC register: loaded table (bundled rows are synthetic samples)',
      smartMeters.sandbox
        ? 'smart meters: sandbox (made-up meters and readings, flagged sandbox)'
        : `smart meters: ${new URL(settings.dccApiUrl ?? '').host}`,
      settings.stripeSecretKey
        ? `payments: Stripe Checkout (${new URL(settings.stripeApiUrl).host})${settings.stripeWebhookSecret ? '' : '; STRIPE_WEBHOOK_SECRET missing: no site will be marked paid'}`
        : 'payments: test-mode checkout page (no real payment)',
      mailer.kind === 'smtp'
        ? 'e-mail: SMTP (SMTP_URL)'
        : 'e-mail: outbox files in $DATA_DIR/outbox',
      assistant.description,
    ],
  };
}
