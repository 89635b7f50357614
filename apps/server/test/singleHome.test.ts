import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, srcDir } from './support/importGraph';

/**
 * Rules the server takes from their one home (ARCHITECTURE.md "Rules are written once"): a copy
 * typed again anywhere in src/ fails here, with the file and the line, and says where the rule
 * lives. Comments are left out of the search: they may name a rule, not restate it.
 */
const homes: { rule: string; home: string; copy: RegExp }[] = [
  {
    rule: 'traffic lights (LOW below 0.9 × the benchmark, HIGH above 1.1 ×)',
    home: 'energy-model benchmarks/trafficLights.ts (benchmarkLight, siteLights)',
    copy: /[<>]=?\s*(0\.9|1\.1)\b|\b(LOW_BELOW|HIGH_ABOVE)\b|function (siteLights|lightOf|lightFiguresOf)\b/,
  },
  {
    rule: 'diagnose bar percentage (benchmark / actual × 100 above the benchmark)',
    home: 'energy-model benchmarks/diagnoseMetric.ts and siteMetrics.ts',
    copy: /barPercentage:\s*[^,\n]*\*\s*100|percentageImprovement:\s*[^,\n]*\*\s*100/,
  },
  {
    rule: 'MPAN check digit and core',
    home: 'domain meter/mpan.ts and meter/mpanCore.ts',
    copy: /3,\s*5,\s*7,\s*13,\s*17|%\s*11\)\s*%\s*10|function (mpanCheckDigit|mpanCore|isValidMpanCore)\b|GB_DISTRIBUTOR_IDS\s*=/,
  },
  {
    rule: 'UK clock (British Summer Time)',
    home: 'energy-model calibration/wallClock.ts',
    copy: /lastSunday|function (isBritishSummerTime|utcToUkWallClock|hoursInUkDay)\b/,
  },
  {
    rule: "labels of the diagnose figures ('Energy use', 'Electricity', …)",
    home: 'domain messages (diagnoseKpiLabels, diagnoseMetricLabels)',
    copy: /'(Energy use|Energy cost|Electricity|Gas|Carbon|Cost|Water|Oil)'/,
  },
  {
    rule: 'event types',
    home: 'domain enums/analysisEnums.ts (EVENT_TYPES, EventType)',
    copy: /EVENT_TYPES\s*=|\w+:\s*'(ENERGY_MODEL|DATA_INGESTION|AUTOML_GENERATION)',?\s*$/,
  },
  {
    rule: 'Earth radius',
    home: 'energy-model geometry/polygonArea.ts (EARTH_RADIUS_M)',
    copy: /\b6_?37[18]_?\d{3}\b|EARTH_RADIUS_M\s*=/,
  },
  {
    rule: 'floor area = footprint × floors',
    home: 'domain wizard/floorAreaEstimate.ts (footprintFloorArea, estimateFloorArea)',
    copy: /\*\s*(\w+\.)?(floors|levels|noFloors)\b|\b(floors|levels|noFloors)\s*\*/,
  },
];

/** The code of a file without its comments, line by line (line numbers kept). */
function codeLines(file: string): string[] {
  const text = readFileSync(path.join(srcDir, file), 'utf8');
  const withoutBlocks = text.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '));
  return withoutBlocks.split('\n').map((line) => line.replace(/(^|[^:'"`])\/\/.*$/, '$1'));
}

const files = sourceFiles().filter((file) => !file.endsWith('.test.ts'));

describe('rules the server takes from their one home', () => {
  it('reads the server source without its comments', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(codeLines('areas/registration/modelResults.ts').join('\n')).not.toMatch(/\/\*\*/);
  });

  it.each(homes)('$rule: only in $home', ({ copy }) => {
    const copies = files.flatMap((file) =>
      codeLines(file).flatMap((line, index) =>
        copy.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
    );
    expect(copies).toEqual([]);
  });

  it('finds a copy when one is typed (the patterns are live)', () => {
    const typed = [
      'if (ratio < 0.9) return "LOW";',
      'barPercentage: a > b ? (b / a) * 100 : 100,',
      'const CHECK_PRIMES = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43];',
      'function lastSundayUtc(year: number, month: number) {',
      "{ text: 'Energy use', value },",
      "  energyModel: 'ENERGY_MODEL',",
      'const R = 6371008.8;',
      'floorArea: Math.round(area * floors),',
    ];
    homes.forEach(({ copy }, index) => expect(copy.test(typed[index]!)).toBe(true));
  });
});
