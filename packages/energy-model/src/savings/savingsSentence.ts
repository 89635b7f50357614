/**
 * The measured saving in one sentence, as Validate, the intervention's marker and the PDF say it:
 * "Since the boiler was replaced on 3 March: 12,400 kWh avoided (±2,100 at 90 %)".
 */
import type { MeasuredSavings } from './measuredSavings';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Rounds the uncertainty to two significant figures and the saving to the same place. */
export function roundedSaving(
  avoided: number,
  uncertainty: number,
): { avoided: number; uncertainty: number } {
  if (!(uncertainty > 0)) return { avoided: Math.round(avoided), uncertainty: 0 };
  const place = 10 ** Math.max(0, Math.floor(Math.log10(uncertainty)) - 1);
  return {
    avoided: Math.round(avoided / place) * place,
    uncertainty: Math.round(uncertainty / place) * place,
  };
}

function sinceWhen(intervention: { what: string; date: string }, sameYear: boolean): string {
  const [y, m, d] = intervention.date.split('-').map(Number) as [number, number, number];
  return `Since ${intervention.what} on ${d} ${MONTHS[m - 1]}${sameYear ? '' : ` ${y}`}`;
}

/**
 * The sentence when no saving could be worked out at all (no readings after the intervention, no
 * baseline model): `reason` is the engine's, as its input error says it. The year is written.
 */
export function unmeasuredSavingSentence(
  intervention: { what: string; date: string },
  reason: string,
): string {
  return `${sinceWhen(intervention, false)}: not enough readings yet to measure the saving (${reason}).`;
}

const kwh = (x: number) => Math.abs(x).toLocaleString('en-GB', { maximumFractionDigits: 0 });

/**
 * `what` says what happened, as it follows "Since": "the boiler was replaced". `date` is the
 * intervention's day (yyyy-mm-dd); its year is written when the reporting period ends in another.
 */
export function savingsSentence(
  savings: MeasuredSavings,
  intervention: { what: string; date: string },
): string {
  const sameYear = savings.reporting.last.startsWith(intervention.date.slice(0, 4));
  const since = sinceWhen(intervention, sameYear);
  if (savings.sufficiency.verdict === 'insufficient')
    return `${since}: not enough readings yet to measure the saving (${savings.sufficiency.reasons[0]}).`;
  const r = roundedSaving(savings.avoidedKwh, savings.uncertaintyKwh);
  const band = `(±${kwh(r.uncertainty)} at ${Math.round(savings.confidence * 100)} %)`;
  if (r.avoided === 0) return `${since}: no change measured ${band}.`;
  return r.avoided > 0
    ? `${since}: ${kwh(r.avoided)} kWh avoided ${band}.`
    : `${since}: ${kwh(r.avoided)} kWh more used than expected ${band}.`;
}
