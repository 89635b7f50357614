import type { Kysely } from 'kysely';
import {
  DEFAULT_EPC_RATING,
  DEFAULT_SCHEME,
  NO_SAVINGS_PLACEHOLDER,
  benchmarkBarLine,
  benchmarkBars,
  buildPath,
  diagnoseMessages,
  epcBandLabel,
  formatEnergy,
  formatMoney,
  formatNumber,
  schemeLabel,
} from '@wattwise/domain';
import type { Mailer, OutgoingEmail } from '../../adapters/email/index';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/schema';
import { countHit } from '../../platform/limits/rateLimitStore';
import { analysisTooManyRequests } from '../../platform/errors/analysisErrors';
import { planEmailLines } from '../registration/planWords';
import type { StoredPlan } from '../registration/modelResults';
import { analysedSite } from './analysisBuildings';
import {
  simpleDiagnosis,
  simpleSiteId,
  type SimpleDiagnoseRequest,
  type SimpleDiagnosisView,
} from './simpleDiagnose';

export interface DiagnosisEmailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  /** The budget of e-mails to one address (per address, whoever asks); null when limits are off. */
  perAddress: RateLimitRule | null;
}

/** The subject of the diagnosis e-mail (words ours). */
function diagnosisEmailSubject(buildingName: string): string {
  return `Your WattWise diagnosis of ${buildingName}`;
}

function valueText(value: number | null, unit: string, isCurrency: boolean): string {
  if (value === null) return NO_SAVINGS_PLACEHOLDER;
  if (isCurrency) return formatMoney(value);
  if (unit === 'kWh') return formatEnergy(value);
  return `${formatNumber(value)} ${unit}`;
}

/**
 * The diagnosis as plain text: the figures the simple diagnose screen shows, what the
 * recommended measures would save (signed, with its range) and its link.
 */
export function diagnosisEmailText(
  diagnosis: SimpleDiagnosisView,
  scheme: string,
  link: string,
  plan: StoredPlan | null = null,
): string {
  const lines = [
    `Here is the diagnosis of ${diagnosis.buildingName} you asked WattWise for.`,
    '',
    diagnoseMessages.tabActual,
    ...diagnosis.kpis.map(
      (kpi) => `- ${kpi.text}: ${valueText(kpi.value, kpi.unit, kpi.isCurrency)} a year`,
    ),
    `- ${diagnoseMessages.yourRating}: ${epcBandLabel(diagnosis.enteredRating ?? DEFAULT_EPC_RATING)}`,
    '',
    `${diagnoseMessages.tabDiagnose} (${diagnoseMessages.scheme}: ${schemeLabel(scheme)})`,
  ];
  // The bars' own labels and captions, as the diagnose screen shows them; a metric with nothing
  // to compare says why ('Water: no data. …'), never a percentage.
  for (const bar of benchmarkBars(diagnosis.diagnoseMetrics))
    lines.push(`- ${benchmarkBarLine(bar)}`);
  lines.push(
    '',
    ...planEmailLines(plan),
    'These figures are modelled estimates from the facts you entered.',
    `See them again: ${link}`,
    '',
  );
  return lines.join('\n');
}

/**
 * `PUT /api/predict/simplediagnose/email[/scheme]` (analysis §7.2): e-mails the simple diagnosis
 * through the e-mail adapter (outbox files in dev and test, SMTP in production). One address
 * receives at most `perAddress.max` e-mails per window, whoever asks (the per-client budget is
 * the route's rate limit, src/platform/limits/rateLimits.ts): past it, 429 with Retry-After.
 */
export async function emailDiagnosis(
  deps: DiagnosisEmailDeps,
  request: SimpleDiagnoseRequest & { email: string },
): Promise<void> {
  const diagnosis = await simpleDiagnosis(deps.db, request);
  const { buildings } = await analysedSite(deps.db, await simpleSiteId(deps.db, request.siteData));
  const address = request.email.trim().toLowerCase();
  const count = deps.perAddress
    ? await countHit(
        deps.db,
        `diagnosisEmail:address:${address}`,
        deps.perAddress.windowSeconds * 1000,
      )
    : null;
  if (count && deps.perAddress && count.current > deps.perAddress.max) {
    const seconds = Math.max(1, Math.ceil(count.ttl / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw analysisTooManyRequests(
      `Too many e-mails to this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      seconds,
    );
  }
  const link = `${deps.publicUrl}${buildPath('predict-simple-diagnose')}?siteData=${encodeURIComponent(request.siteData)}`;
  const message: OutgoingEmail = {
    to: request.email.trim(),
    subject: diagnosisEmailSubject(diagnosis.buildingName),
    text: diagnosisEmailText(
      diagnosis,
      request.diagnoseMetric ?? DEFAULT_SCHEME,
      link,
      buildings[0]?.results?.plan,
    ),
  };
  await deps.mailer.send(message);
}
