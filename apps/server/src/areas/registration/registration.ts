import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { invalid, type MeterState, type ValidationResult } from '@wattwise/domain';
import type { CaptchaVerifier } from '../../adapters/captcha/index';
import type { SmartMeterProvider } from '../../adapters/smartMeters/provider';
import type { BlobStore } from '../../adapters/blobs/index';
import { readCertificateFile } from '../../adapters/blobs/certificateFiles';
import type { Database } from '../../db/schema';
import {
  buildingRegistrationRules,
  freeTierRule,
  simpleRegistrationRules,
  siteRegistrationRules,
  type BuildingRegistration,
  type SimpleRegistration,
  type SiteRegistration,
} from './registrationRules';
import { insertBuilding, insertSite } from './registrationStore';
import { buildingToStore, siteRegistrationRows, simpleRegistrationRow } from './registrationRows';
import { queueModelRun } from './modelRuns';

/** Whether an MPAN belongs to a half-hourly smart meter we can read (the smart-meter adapter). */
export interface MeterAccess {
  readonly sandbox: boolean;
  isHalfHourly(mpan: string): Promise<boolean>;
}

/** The smart-meter adapter (sandbox or DCC) as registration's meter check. */
export function meterAccessOf(provider: SmartMeterProvider): MeterAccess {
  return {
    sandbox: provider.sandbox,
    isHalfHourly: async (mpan) => (await provider.meterCheck(mpan)).validMeter,
  };
}

export interface RegistrationDeps {
  db: Kysely<Database>;
  captcha: CaptchaVerifier;
  blobs: BlobStore;
  meters: MeterAccess;
  staffEmailDomains: readonly string[];
  /** Sends the jobs of runs queued by a committed registration. */
  sendModelRuns: (runIds: string[]) => Promise<void>;
  /** Queues and sends the readings ingest of a site's new readable meters (after commit). */
  sendMeterIngests?: (siteId: string) => Promise<void>;
  now?: () => Date;
}

export interface Caller {
  sub: string;
  email: string | undefined;
}

export interface RegistrationAnswer {
  errorMessage: string | null;
  captchaSuccessful: boolean;
  siteId: string | null;
}

/** A repeated identical submit within this window answers the first site (designed: 10 min). */
const REPEAT_SUBMIT_WINDOW_MINUTES = 10;

const refused = (result: ValidationResult): RegistrationAnswer => ({
  errorMessage: result.ok ? null : result.message,
  captchaSuccessful: true,
  siteId: null,
});

function submitKey(kind: string, caller: Caller | undefined, payload: object): string {
  const { token: _token, ...rest } = payload as { token?: unknown };
  return createHash('sha256')
    .update(JSON.stringify([kind, caller?.sub ?? 'anonymous', rest]))
    .digest('hex');
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === '23505';
}

/**
 * Runs `create` once per submit key: a double click or a retry of the same payload by the same
 * caller within the window answers the site of the first (shell §4 "registration"). The key row
 * is written in the same transaction as the site, so a rolled-back or killed submit leaves none.
 */
async function once(
  db: Kysely<Database>,
  key: string,
  create: (trx: Kysely<Database>) => Promise<{ siteId: string; runIds: string[] }>,
): Promise<{ siteId: string; runIds: string[]; repeated: boolean }> {
  const window = sql<Date>`now() - make_interval(mins => ${REPEAT_SUBMIT_WINDOW_MINUTES})`;
  const existing = (executor: Kysely<Database>) =>
    executor
      .selectFrom('registration_keys')
      .select('site_id')
      .where('key', '=', key)
      .where('created_at', '>', window)
      .executeTakeFirst();
  try {
    return await db.transaction().execute(async (trx) => {
      // Only a key older than the window is replaced; a live one answers its site.
      await trx
        .deleteFrom('registration_keys')
        .where('key', '=', key)
        .where('created_at', '<=', window)
        .execute();
      const before = await existing(trx);
      if (before) return { siteId: before.site_id, runIds: [], repeated: true };
      const created = await create(trx);
      // A concurrent identical submit blocks here until the first commits, then fails (23505).
      await trx.insertInto('registration_keys').values({ key, site_id: created.siteId }).execute();
      return { ...created, repeated: false };
    });
  } catch (error) {
    // A concurrent identical submit committed first: answer its site.
    const winner = isUniqueViolation(error) ? await existing(db) : undefined;
    if (winner) return { siteId: winner.site_id, runIds: [], repeated: true };
    throw error;
  }
}

async function callerEmail(db: Kysely<Database>, caller: Caller): Promise<string> {
  if (caller.email) return caller.email;
  const account = await db
    .selectFrom('accounts')
    .select('email')
    .where('id', '=', caller.sub)
    .executeTakeFirst();
  return account?.email ?? '';
}

/**
 * Stores a registration's EPC certificate once its content is checked (a JPEG, PNG or PDF of at
 * most 2 MB, adapters/blobs/certificateFiles.ts); a refused file refuses the registration with
 * the reason, and nothing is stored.
 */
async function storeCertificate(
  blobs: BlobStore,
  dataUrl: string | null | undefined,
): Promise<{ ok: true; key: string | null } | { ok: false; answer: RegistrationAnswer }> {
  if (!dataUrl) return { ok: true, key: null };
  const file = await readCertificateFile(dataUrl);
  if (!file.ok) return { ok: false, answer: refused(invalid(file.message)) };
  return { ok: true, key: await blobs.put('epc-certificates', file.bytes, file.extension) };
}

/** The free-tier rule (shell §5, §6) for this caller and the sites they own now. */
async function freeTierLimit(
  deps: Pick<RegistrationDeps, 'db' | 'staffEmailDomains'>,
  caller: Caller,
): Promise<ValidationResult> {
  const sites = await deps.db
    .selectFrom('sites')
    .innerJoin('site_permissions', 'site_permissions.site_id', 'sites.id')
    .select(['sites.product', 'sites.paid'])
    .where('site_permissions.account_id', '=', caller.sub)
    .execute();
  return freeTierRule(await callerEmail(deps.db, caller), deps.staffEmailDomains, sites);
}

/**
 * `GET /api/predict/register/allowance`: whether the caller may start a new Predict site, asked
 * when the wizard opens so the free-tier limit is said before the first step, not after the last.
 */
export async function registrationAllowance(
  deps: Pick<RegistrationDeps, 'db' | 'staffEmailDomains'>,
  caller: Caller,
): Promise<{ allowed: boolean; errorMessage: string | null }> {
  const limit = await freeTierLimit(deps, caller);
  return { allowed: limit.ok, errorMessage: limit.ok ? null : limit.message };
}

/** `PUT /api/predict/register`: a full Predict site (shell §7), owned by the caller if signed in. */
export async function registerSite(
  deps: RegistrationDeps,
  payload: SiteRegistration,
  caller: Caller | undefined,
  remoteIp?: string,
): Promise<RegistrationAnswer> {
  if (!(await deps.captcha.verify(payload.token, remoteIp))) {
    return { errorMessage: null, captchaSuccessful: false, siteId: null };
  }
  const now = deps.now?.() ?? new Date();
  let meterState: MeterState = 'UNCHECKED';
  if (payload.mpan) {
    meterState = (await deps.meters.isHalfHourly(payload.mpan)) ? 'ACCESSIBLE' : 'INACCESSIBLE';
  }
  const rules = siteRegistrationRules(payload, meterState, now);
  if (!rules.ok) return refused(rules);
  if (caller) {
    const limit = await freeTierLimit(deps, caller);
    if (!limit.ok) return refused(limit);
  }
  const stored = await storeCertificate(deps.blobs, payload.epcCertificate);
  if (!stored.ok) return stored.answer;
  const certificate = stored.key;
  const rows = siteRegistrationRows(payload, meterState, deps.meters.sandbox, certificate);
  const key = submitKey('site', caller, payload);
  const result = await once(deps.db, key, async (trx) => {
    const created = await insertSite(
      trx,
      { product: 'PREDICT', ownerId: caller?.sub, sandbox: rows.meters.some((x) => x.sandbox) },
      rows.building,
      rows.meters,
    );
    return { siteId: created.siteId, runIds: [created.runId] };
  });
  if (result.repeated && certificate) await deps.blobs.remove(certificate);
  await deps.sendModelRuns(result.runIds);
  if (!result.repeated) await deps.sendMeterIngests?.(result.siteId);
  return { errorMessage: null, captchaSuccessful: true, siteId: result.siteId };
}

/** `PUT /api/predict/register/{siteId}`: add a building to a site the caller owns. */
export async function addBuilding(
  deps: RegistrationDeps,
  siteId: string,
  payload: BuildingRegistration,
  caller: Caller,
): Promise<RegistrationAnswer | 'not-owner'> {
  const owner = await deps.db
    .selectFrom('site_permissions')
    .select('permission')
    .where('site_id', '=', siteId)
    .where('account_id', '=', caller.sub)
    .executeTakeFirst();
  if (owner?.permission !== 'OWNER') return 'not-owner';
  if (payload.token !== undefined && !(await deps.captcha.verify(payload.token))) {
    return { errorMessage: null, captchaSuccessful: false, siteId: null };
  }
  const rules = buildingRegistrationRules(payload, deps.now?.() ?? new Date());
  if (!rules.ok) return refused(rules);
  const stored = await storeCertificate(deps.blobs, payload.epcCertificate);
  if (!stored.ok) return stored.answer;
  const certificate = stored.key;
  const result = await once(
    deps.db,
    submitKey(`building:${siteId}`, caller, payload),
    async (trx) => {
      const buildingId = await insertBuilding(
        trx,
        siteId,
        buildingToStore(payload, certificate),
        [],
      );
      const runId = await queueModelRun(trx, { siteId, buildingId });
      return { siteId, runIds: [runId] };
    },
  );
  await deps.sendModelRuns(result.runIds);
  return { errorMessage: null, captchaSuccessful: true, siteId };
}

export type SimpleAnswer =
  { ok: true; siteData: string } | { ok: false; captchaSuccessful: boolean; message: string };

/** `PUT /api/predict/simplediagnose/registration`: the simple (demo) flow; answers site data. */
export async function registerSimple(
  deps: RegistrationDeps,
  payload: SimpleRegistration,
  caller: Caller | undefined,
  remoteIp?: string,
): Promise<SimpleAnswer> {
  if (!(await deps.captcha.verify(payload.token, remoteIp))) {
    return { ok: false, captchaSuccessful: false, message: 'The captcha was not accepted.' };
  }
  const rules = simpleRegistrationRules(payload, deps.now?.() ?? new Date());
  if (!rules.ok) return { ok: false, captchaSuccessful: true, message: rules.message };
  const building = simpleRegistrationRow(payload);
  const result = await once(deps.db, submitKey('simple', caller, payload), async (trx) => {
    const created = await insertSite(
      trx,
      { product: 'SIMPLE_PREDICT', ownerId: caller?.sub, sandbox: false },
      building,
      [],
    );
    return { siteId: created.siteId, runIds: [created.runId] };
  });
  await deps.sendModelRuns(result.runIds);
  const site = await deps.db
    .selectFrom('sites')
    .select(sql<string>`summary ->> 'siteData'`.as('siteData'))
    .where('id', '=', result.siteId)
    .executeTakeFirstOrThrow();
  return { ok: true, siteData: site.siteData };
}
