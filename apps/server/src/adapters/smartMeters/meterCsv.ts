import {
  KEEP_AS_READ,
  MeterCsvError,
  parseMeterCsv as readMeterFile,
  readingsToStore,
  type MeterDataQuality as EngineQuality,
} from '@wattwise/energy-model';

export { MeterCsvError };

/** The upload's data-quality report as the contract carries it (MeterDataQuality). */
export type MeterDataQuality = Pick<
  EngineQuality,
  | 'layout'
  | 'intervalMinutes'
  | 'readings'
  | 'first'
  | 'last'
  | 'gaps'
  | 'duplicates'
  | 'negativeValues'
  | 'spikes'
  | 'clockChangeDays'
  | 'irregularDays'
  | 'unreadableLines'
>;

function contractQuality(quality: EngineQuality): MeterDataQuality {
  const { layout, intervalMinutes, readings, first, last, gaps, duplicates } = quality;
  const { negativeValues, spikes, clockChangeDays, irregularDays, unreadableLines } = quality;
  return {
    layout,
    intervalMinutes,
    readings,
    first,
    last,
    gaps,
    duplicates,
    negativeValues,
    spikes,
    clockChangeDays,
    irregularDays,
    unreadableLines,
  };
}

/**
 * A meter file read by the engine's reader (every layout it knows: time,value pairs, UK day
 * rows, Octopus, n3rgy, Glowmarkt, Portfolio Manager) with its quality report. Until users
 * answer the report, readings are stored as read (KEEP_AS_READ): negative readings and spikes
 * flagged, a time read twice keeping its first reading. Throws MeterCsvError when no layout fits.
 */
export function parseMeterCsv(text: string): {
  readings: { start: string; kwh: number; quality: string }[];
  quality: MeterDataQuality;
} {
  const upload = readMeterFile(text);
  return {
    readings: readingsToStore(upload, KEEP_AS_READ).map(({ start, kwh, quality }) => ({
      start,
      kwh,
      quality,
    })),
    quality: contractQuality(upload.quality),
  };
}
