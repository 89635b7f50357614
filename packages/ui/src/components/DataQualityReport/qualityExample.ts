import type { DataQualityReportData } from './DataQualityReport';

const noFindings = {
  unreadable: 0,
  duplicate: 0,
  gap: 0,
  negative: 0,
  'zero-run': 0,
  spike: 0,
  'clock-change-day': 0,
  'irregular-day': 0,
  estimated: 0,
};

/** A half-hourly file with nothing to report (the stories' and tests' example). */
export const clearQuality: DataQualityReportData = {
  readAs: 'Half-hourly readings, one column per period (supplier export)',
  unit: 'kWh',
  conversion: null,
  intervalMinutes: 30,
  readings: 2_016,
  first: '2025-09-20T00:00:00.000Z',
  last: '2025-10-31T23:30:00.000Z',
  gaps: { count: 0, missingReadings: 0 },
  duplicates: { count: 0 },
  negativeValues: { count: 0 },
  zeroRuns: { count: 0, readings: 0 },
  spikes: { count: 0 },
  estimatedReads: { count: 0 },
  clockChangeDays: [],
  irregularDays: [],
  unreadableLines: { count: 0 },
  findings: [],
  findingCounts: noFindings,
};

/** The same file with a gap, a repeated time, a spike, an estimated day and the October clock change. */
export const foundQuality: DataQualityReportData = {
  ...clearQuality,
  readings: 2_010,
  gaps: { count: 2, missingReadings: 54 },
  duplicates: { count: 1 },
  spikes: { count: 1 },
  estimatedReads: { count: 48 },
  clockChangeDays: [{ date: '2025-10-26', expectedHalfHours: 50, foundHalfHours: 50 }],
  findings: [
    {
      id: 'gap:2025-10-28T10:00:00.000Z',
      kind: 'gap',
      message: 'No readings from 28 Oct 2025 10:00 to 28 Oct 2025 13:00 (6 half-hours missing).',
      proposed: 'fix',
      allowed: ['accept', 'fix'],
    },
    {
      id: 'gap:2025-10-03T00:00:00.000Z',
      kind: 'gap',
      message: 'No readings from 3 Oct 2025 01:00 to 4 Oct 2025 01:00 (48 half-hours missing).',
      proposed: 'accept',
      allowed: ['accept', 'fix'],
    },
    {
      id: 'duplicate:2025-10-12T08:00:00.000Z',
      kind: 'duplicate',
      message: '12 Oct 2025 09:00 is read twice (lines 1,107 and 1,108: 0.82 and 0.84 kWh).',
      proposed: 'drop',
      allowed: ['accept', 'drop'],
    },
    {
      id: 'spike:2025-10-15T17:00:00.000Z',
      kind: 'spike',
      message:
        '15 Oct 2025 18:00: 41.2 kWh where this meter usually reads about 0.9 kWh at that time of week.',
      proposed: 'accept',
      allowed: ['accept', 'fix', 'drop'],
    },
    {
      id: 'estimated:2025-10-20T23:00:00.000Z',
      kind: 'estimated',
      message: '48 half-hours from 21 Oct 2025 00:00 are marked estimated by the file.',
      proposed: 'accept',
      allowed: ['accept', 'drop'],
    },
    {
      id: 'clock-change-day:2025-10-26',
      kind: 'clock-change-day',
      message: 'Sun 26 Oct 2025: the clocks went back, so the day has 50 half-hours; 50 were read.',
      proposed: 'accept',
      allowed: ['accept'],
    },
  ],
  findingCounts: {
    ...noFindings,
    gap: 2,
    duplicate: 1,
    spike: 1,
    estimated: 1,
    'clock-change-day': 1,
  },
};

/** A gas meter's daily file in cubic metres, converted at the bill's calorific value. */
export const gasQuality: DataQualityReportData = {
  ...clearQuality,
  readAs: 'A reading per row: a time and a value',
  unit: 'm3',
  conversion:
    'kWh = m³ × 1.02264 (volume correction) × 39.5 MJ/m³ (calorific value) ÷ 3.6 (Gas (Calculation of Thermal Energy) Regulations 1996)',
  intervalMinutes: 1440,
  readings: 365,
  first: '2024-11-01T00:00:00.000Z',
  last: '2025-10-31T00:00:00.000Z',
};
