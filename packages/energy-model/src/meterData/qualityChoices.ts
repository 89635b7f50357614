/**
 * A user's answers to the quality report, applied: the readings to store. Nothing is stored
 * here; the caller stores the answer in one go.
 */
import { DAY_MS, dayIndexOf, utcOfUkWallClock, utcToUkWallClock } from '../calibration/wallClock';
import type { MeterCsvUpload, UploadReading } from './meterQuality';
import { gapSpans, iso } from './qualityFindings';
import {
  FINDING_KINDS,
  type FindingKind,
  type QualityAction,
  type QualityFinding,
} from './qualityTypes';
import { timeOfWeekProfile, typicalValueAt } from './typicalProfile';

/** Choices by finding id, and for every finding of a kind; unanswered findings take the proposal. */
export interface QualityChoices {
  byFinding?: Record<string, QualityAction>;
  byKind?: Partial<Record<FindingKind, QualityAction>>;
}

/** How a stored reading came to be. */
type StoredQuality = 'ACTUAL' | 'ESTIMATED' | 'NEGATIVE' | 'SPIKE' | 'FILLED';

export interface StoredReading {
  /** ISO UTC start and end of the period. */
  start: string;
  end: string;
  kwh: number;
  quality: StoredQuality;
}

/**
 * Everything as the file says (flagged where the report found something), a repeated time
 * keeping its first reading: what the upload stored before users could answer the report.
 */
export const KEEP_AS_READ: QualityChoices = {
  byKind: {
    ...(Object.fromEntries(FINDING_KINDS.map((k) => [k, 'accept'])) as Record<
      FindingKind,
      'accept'
    >),
    duplicate: 'drop',
    unreadable: 'drop',
  },
};

/** The action a finding takes under `choices`; a choice the finding does not allow is refused. */
function actionOf(finding: QualityFinding, choices: QualityChoices): QualityAction {
  const chosen = choices.byFinding?.[finding.id] ?? choices.byKind?.[finding.kind];
  if (chosen === undefined) return finding.proposed;
  if (!finding.allowed.includes(chosen)) {
    // A kind-wide choice skips findings it does not fit; a choice for one finding must fit it.
    if (choices.byFinding?.[finding.id] === undefined) return finding.proposed;
    throw new RangeError(
      `“${chosen}” is not a choice for ${finding.id} (${finding.allowed.join(', ')}).`,
    );
  }
  return chosen;
}

/** Every finding of the upload by id, rebuilt for those past the listed ones. */
function actionsById(upload: MeterCsvUpload, choices: QualityChoices): Map<string, QualityAction> {
  const listed = new Map(upload.quality.findings.map((f) => [f.id, f]));
  const actions = new Map<string, QualityAction>();
  const ids = new Set<string>(listed.keys());
  for (const r of upload.readings) for (const id of r.findings) ids.add(id);
  for (const id of ids) {
    const finding = listed.get(id);
    const kind = id.slice(0, id.indexOf(':')) as FindingKind;
    // Findings past the listed ones follow the choice for their kind, else their kind's usual proposal.
    actions.set(
      id,
      finding ? actionOf(finding, choices) : (choices.byKind?.[kind] ?? proposalOf(kind)),
    );
  }
  return actions;
}

function proposalOf(kind: FindingKind): QualityAction {
  return kind === 'negative' || kind === 'duplicate' || kind === 'unreadable' ? 'drop' : 'accept';
}

const labelOf = (r: UploadReading): StoredQuality =>
  r.findings.some((id) => id.startsWith('negative:'))
    ? 'NEGATIVE'
    : r.findings.some((id) => id.startsWith('spike:'))
      ? 'SPIKE'
      : r.estimated
        ? 'ESTIMATED'
        : 'ACTUAL';

const VALUE_FINDINGS = ['negative:', 'spike:', 'zero-run:'];

/** The UTC starts of a local day's readings `intervalMs` apart. */
function slotsOfDay(date: string, intervalMs: number): number[] {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const from = utcOfUkWallClock(midnight)[0] ?? midnight;
  const to = utcOfUkWallClock(midnight + DAY_MS)[0] ?? midnight + DAY_MS;
  const out: number[] = [];
  for (let t = from; t < to; t += intervalMs) out.push(t);
  return out;
}

/** Applies the choices: the readings to store, in time order. */
export function readingsToStore(
  upload: MeterCsvUpload,
  choices: QualityChoices = {},
): StoredReading[] {
  const actions = actionsById(upload, choices);
  const { intervalMs } = upload;
  const clean = new Map<number, number>();
  for (const r of upload.readings)
    if (!r.findings.some((id) => VALUE_FINDINGS.some((p) => id.startsWith(p))))
      clean.set(r.start, r.kwh);
  const profile = timeOfWeekProfile(
    upload.readings.filter((r) => clean.has(r.start)),
    intervalMs,
  );
  const typical = (start: number) => typicalValueAt(start, clean, profile);
  const lastRepeat = new Map(upload.repeats.map((r) => [r.start, r.kwh]));
  const droppedDays = new Set<number>();
  const out = new Map<number, StoredReading>();
  const put = (start: number, end: number, kwh: number, quality: StoredQuality) =>
    out.set(start, { start: iso(start), end: iso(end), kwh, quality });

  for (const r of upload.readings) {
    const taken = r.findings.map((id) => [id, actions.get(id)!] as const);
    if (taken.some(([id, a]) => a === 'drop' && id.startsWith('irregular-day:')))
      droppedDays.add(dayIndexOf(utcToUkWallClock(r.start)));
    if (taken.some(([id, a]) => a === 'drop' && !id.startsWith('duplicate:'))) continue;
    if (taken.some(([id, a]) => a === 'fix' && VALUE_FINDINGS.some((p) => id.startsWith(p)))) {
      put(r.start, r.end, typical(r.start), 'FILLED');
      continue;
    }
    const keepLast = taken.some(([id, a]) => a === 'accept' && id.startsWith('duplicate:'));
    put(r.start, r.end, keepLast ? lastRepeat.get(r.start)! : r.kwh, labelOf(r));
  }
  // Filling: a gap's missing readings, or an irregular day's missing half-hours.
  const fills: number[] = [];
  for (const gap of gapSpans(upload.readings, intervalMs)) {
    const id = `gap:${iso(gap.from)}`;
    const action =
      actions.get(id) ??
      choices.byFinding?.[id] ??
      choices.byKind?.gap ??
      (gap.short ? 'fix' : 'accept');
    if (action === 'fix' && intervalMs <= DAY_MS)
      for (let t = gap.from; t < gap.to; t += intervalMs) fills.push(t);
  }
  for (const day of upload.quality.irregularDays) {
    const id = `irregular-day:${day.date}`;
    const action = actions.get(id) ?? choices.byFinding?.[id] ?? choices.byKind?.['irregular-day'];
    if (action === 'fix') fills.push(...slotsOfDay(day.date, intervalMs));
  }
  for (const t of fills) if (!out.has(t)) put(t, t + intervalMs, typical(t), 'FILLED');
  return [...out.values()]
    .filter((s) => !droppedDays.has(dayIndexOf(utcToUkWallClock(Date.parse(s.start)))))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
