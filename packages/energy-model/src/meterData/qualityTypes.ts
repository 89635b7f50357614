/** The data-quality report of a meter file: what was found, and what the user may do about it. */

/** What a user may do with a finding: keep the readings, replace them, or leave them out. */
export type QualityAction = 'accept' | 'fix' | 'drop';

export const FINDING_KINDS = [
  'unreadable',
  'duplicate',
  'gap',
  'negative',
  'zero-run',
  'spike',
  'clock-change-day',
  'irregular-day',
  'estimated',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/**
 * What each action means, by kind (shown beside the choice):
 * - accept: store the readings as read, flagged (a gap stays a gap; a repeat replaces the first);
 * - fix: replace them (fill a gap) with the meter's own value at that time of week in the weeks
 *   around it, stored as FILLED;
 * - drop: leave them out (a repeat: keep the first reading of that time).
 */
export interface QualityFinding {
  /** Stable for the same file: choices are sent back by id. */
  id: string;
  kind: FindingKind;
  severity: 'info' | 'warning' | 'problem';
  /** The span concerned, ISO UTC (a gap: the missing span). */
  from: string | null;
  to: string | null;
  /** The file's lines concerned (the lines either side of a gap). */
  lines: { first: number; last: number } | null;
  /** Readings concerned (missing readings for a gap, lines for unreadable lines). */
  count: number;
  message: string;
  proposed: QualityAction;
  allowed: QualityAction[];
}

export interface DayCount {
  date: string;
  expectedHalfHours: number;
  foundHalfHours: number;
}

export interface MeterDataQuality {
  layout: 'timestamp-value' | 'day-per-row';
  /** Which layout the file was read as (csvLayouts.ts lists them with their sources). */
  format: string;
  /** The same in words a user knows the file by (METER_FILE_FORMAT_NAMES). */
  readAs: string;
  /** The unit of the file's quantities and how they became kWh (null for kWh). */
  unit: string;
  conversion: string | null;
  /** The most common step between readings, in minutes (30 half-hourly, 1440 daily). */
  intervalMinutes: number;
  readings: number;
  first: string | null;
  last: string | null;
  /** Missing readings between the first and the last, by the interval. */
  gaps: { count: number; missingReadings: number; examples: { from: string; to: string }[] };
  /** Second and later readings of the same start; the first one is kept unless chosen. */
  duplicates: { count: number; examples: string[] };
  negativeValues: { count: number; examples: string[] };
  /** Runs of zero readings lasting a day or more. */
  zeroRuns: { count: number; readings: number; examples: { from: string; to: string }[] };
  /**
   * Readings far above the meter's own pattern for their time of week. `thresholdKwh` is the
   * file-wide threshold, used where a time of week has too few readings of its own.
   */
  spikes: { count: number; examples: string[]; thresholdKwh: number | null };
  /** Readings the file marks as estimated. */
  estimatedReads: { count: number };
  /** Clock-change days in the data: 46 half-hours in March, 50 in October (UK time). */
  clockChangeDays: DayCount[];
  /** Days whose number of half-hours is not their length on a UK clock. */
  irregularDays: DayCount[];
  /** CSV lines (1-based) with no readable time or value. */
  unreadableLines: { count: number; examples: number[] };
  /** Each finding with its proposed action; at most MAX_FINDINGS_PER_KIND of a kind listed. */
  findings: QualityFinding[];
  /** How many findings of each kind there are (listed or not). */
  findingCounts: Record<FindingKind, number>;
}

/** How many examples each summary lists (the counts are always complete). */
export const EXAMPLES = 20;
/** How many findings of one kind are listed; a choice by kind covers the rest (designed). */
export const MAX_FINDINGS_PER_KIND = 200;
