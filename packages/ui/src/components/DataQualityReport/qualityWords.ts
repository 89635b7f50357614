import { dateFormatter, numberFormatter } from '@wattwise/domain';

/** The words of a meter file's quality report: each check's name, what was found, and the choices. */

export const QUALITY_KINDS = [
  'gap',
  'duplicate',
  'negative',
  'zero-run',
  'spike',
  'clock-change-day',
  'irregular-day',
  'estimated',
  'unreadable',
] as const;
export type QualityKind = (typeof QUALITY_KINDS)[number];
export type QualityAction = 'accept' | 'fix' | 'drop';
/** A kind's choice: one action for all its findings, or each finding's own proposal. */
export type QualityKindChoice = QualityAction | 'proposed';

const dayFormat = dateFormatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date (YYYY-MM-DD, or the date of an ISO time) as "26 Oct 2025". */
export const dayWords = (date: string) => dayFormat(new Date(`${date.slice(0, 10)}T12:00:00Z`));

/** A count as the product writes it ("2,016"). */
export const countWords = numberFormatter();

const plural = (n: number, one: string, many = `${one}s`) =>
  `${countWords(n)} ${n === 1 ? one : many}`;

/** Each check's title, and its sentence when it found nothing. */
export const CHECKS: Record<QualityKind, { title: string; clear: string }> = {
  gap: { title: 'Gaps', clear: 'No gaps: every reading between the first and the last is there.' },
  duplicate: { title: 'Duplicates', clear: 'No time is read twice.' },
  negative: { title: 'Negative readings', clear: 'No reading is below zero.' },
  'zero-run': { title: 'Runs of zeros', clear: 'No run of zero readings lasting a day or more.' },
  spike: {
    title: 'Spikes',
    clear: 'No reading stands far above this meter’s own pattern for its time of week.',
  },
  'clock-change-day': {
    title: 'Clock-change days',
    clear: 'No clock change falls in the period.',
  },
  'irregular-day': {
    title: 'Days of the wrong length',
    clear: 'Every whole day has the half-hours a UK day has.',
  },
  estimated: { title: 'Estimated reads', clear: 'No reading is marked estimated.' },
  unreadable: { title: 'Unreadable lines', clear: 'Every line was read.' },
};

/** What a check found, in a sentence (the counts are the file's, not only the listed ones). */
export function foundSentence(kind: QualityKind, q: QualityCounts): string {
  switch (kind) {
    case 'gap':
      return `${plural(q.gaps.count, 'gap')}: ${plural(q.gaps.missingReadings, 'reading')} missing.`;
    case 'duplicate':
      return `${plural(q.duplicates.count, 'time')} read more than once.`;
    case 'negative':
      return `${plural(q.negativeValues.count, 'reading')} below zero.`;
    case 'zero-run':
      return `${plural(q.zeroRuns.count, 'run')} of zeros lasting a day or more (${plural(q.zeroRuns.readings, 'reading')}).`;
    case 'spike':
      return `${plural(q.spikes.count, 'reading')} far above this meter’s own pattern for the time of week.`;
    case 'clock-change-day':
      return q.clockChangeDays
        .map(
          (d) =>
            `${dayWords(d.date)}: ${d.expectedHalfHours} half-hours (the clocks went ${d.expectedHalfHours === 46 ? 'forward' : 'back'}), ${d.foundHalfHours} read.`,
        )
        .join(' ');
    case 'irregular-day':
      return `${plural(q.irregularDays.length, 'day')} with more or fewer half-hours than a UK day has.`;
    case 'estimated':
      return `${plural(q.estimatedReads.count, 'reading')} marked estimated by the file.`;
    case 'unreadable':
      return `${plural(q.unreadableLines.count, 'line')} with no readable time or value.`;
  }
}

/** The label of each action, by kind (a duplicate's "keep" is the later reading). */
export function actionLabel(kind: QualityKind, action: QualityKindChoice): string {
  if (action === 'proposed') return 'As proposed for each';
  if (kind === 'duplicate')
    return action === 'accept' ? 'Keep the later reading' : 'Keep the first reading';
  if (kind === 'gap' || kind === 'irregular-day')
    return {
      accept: 'Leave as it is',
      fix: 'Fill from the meter’s own pattern',
      drop: 'Leave these days out',
    }[action];
  return {
    accept: 'Keep as read (flagged)',
    fix: 'Replace with the meter’s own pattern',
    drop: 'Leave these readings out',
  }[action];
}

/** The counts the report's sentences use. */
export interface QualityCounts {
  gaps: { count: number; missingReadings: number };
  duplicates: { count: number };
  negativeValues: { count: number };
  zeroRuns: { count: number; readings: number };
  spikes: { count: number };
  estimatedReads: { count: number };
  clockChangeDays: { date: string; expectedHalfHours: number; foundHalfHours: number }[];
  irregularDays: { date: string }[];
  unreadableLines: { count: number };
}

/** "every half-hour", "every day", "monthly bills". */
export function intervalWords(minutes: number): string {
  if (minutes === 30) return 'every half-hour';
  if (minutes === 60) return 'every hour';
  if (minutes === 1440) return 'every day';
  if (minutes >= 20 * 1440) return 'bills (about monthly)';
  return `every ${plural(minutes, 'minute')}`;
}
