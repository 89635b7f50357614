// Rules written once (ARCHITECTURE.md "Rules are written once"): each row names a rule, its one
// home, and the shape a copy of it would have. `copiesOfRules` finds copies typed anywhere else in
// the source of every package and app (tests, stories and comments left out: they may name a rule
// or check it, not restate it). The server's own finer list is apps/server/test/singleHome.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

export const RULES = [
  {
    rule: 'EPC band limits (A 92+, B 81–91, …; non-domestic A 0–25, …)',
    home: ['packages/energy-model/src/ratings/bands.ts'],
    copy: /\bA:\s*92\b|'92\+'|'81-91'|\[\s*'B',\s*81\s*\]|\bA:\s*25,\s*B:\s*50\b/,
  },
  {
    rule: "the spec's default energy prices (electricity 27.03 p/kWh, 53 p/day; gas 7, 35)",
    home: ['packages/energy-model/src/building/specPrices.ts'],
    copy: /\b27\.03\b/,
  },
  {
    rule: 'ASHRAE Guideline 14 limits (monthly CV(RMSE) 15 %, NMBE 5 %; hourly 30 %, 10 %)',
    home: ['packages/energy-model/src/calibration/goodnessOfFit.ts'],
    copy: /\b(cvrmse|cvRmsePercent):\s*(0\.15|15)\b|within 15 ?%/,
  },
  {
    rule: 'the CV(RMSE) and NMBE statistics',
    home: ['packages/energy-model/src/calibration/goodnessOfFit.ts'],
    copy: /\b(cvrmse|cvRmse\w*)\s*[:=][^;]*Math\.sqrt/i,
  },
  {
    rule: 'Earth radius',
    home: ['packages/energy-model/src/geometry/polygonArea.ts'],
    copy: /\b6_?37[18]_?\d{3}\b/,
  },
  {
    rule: 'floor area = footprint × floors',
    home: ['packages/energy-model/src/geometry/polygonArea.ts'],
    copy: /footprint\w*\s*\*\s*\w*(floors|levels)\b|\b(floors|levels)\s*\*\s*\w*footprint/i,
  },
  {
    rule: "names of the yearly figures ('Energy use', 'Energy cost', 'Carbon')",
    home: ['packages/energy-model/src/diagnoseView/kpiLabels.ts'],
    copy: /'Energy use'/,
  },
  {
    rule: 'MPAN check digit',
    home: ['packages/domain/src/meter/mpan.ts'],
    copy: /3,\s*5,\s*7,\s*13,\s*17/,
  },
  {
    rule: 'UK clock (British Summer Time)',
    home: ['packages/energy-model/src/calibration/wallClock.ts'],
    copy: /function (lastSunday\w*|isBritishSummerTime)\b/,
  },
  {
    rule: 'traffic lights (LOW below 0.9 × the benchmark, HIGH above 1.1 ×)',
    home: ['packages/energy-model/src/benchmarks/trafficLights.ts'],
    copy: /ratio\s*[<>]=?\s*(0\.9|1\.1)\b|\b(0\.9|1\.1)\s*\*\s*\w*benchmark/i,
  },
  {
    rule: 'event types',
    home: ['packages/domain/src/enums/analysisEnums.ts'],
    copy: /\bEVENT_TYPES\s*=/,
  },
];

/** Source files of every package and app: .ts/.tsx/.mjs, without tests, stories and build output. */
export function sourceFiles(dir = root) {
  const out = [];
  for (const top of ['packages', 'apps']) {
    for (const name of readdirSync(path.join(dir, top))) {
      const src = path.join(dir, top, name, 'src');
      try {
        walk(src, out);
      } catch {
        // a workspace without src/
      }
    }
  }
  return out.map((file) => path.relative(dir, file));
}

function walk(folder, out) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', '__screenshots__'].includes(entry.name)) walk(file, out);
    } else if (
      /\.(ts|tsx|mjs)$/.test(entry.name) &&
      !/\.(test|stories|d)\.\w+$|[Ff]ixtures?\.\w+$/.test(entry.name)
    ) {
      out.push(file);
    }
  }
}

/** The code of a source text without its comments, line by line (line numbers kept). */
export function codeLines(text) {
  const withoutBlocks = text.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '));
  return withoutBlocks.split('\n').map((line) => line.replace(/(^|[^:'"`])\/\/.*$/, '$1'));
}

/** Every line outside a rule's home that restates it: `file:line: code`, per rule. */
export function copiesOfRules(
  files = sourceFiles(),
  read = (f) => readFileSync(path.join(root, f), 'utf8'),
) {
  const lines = new Map(files.map((file) => [file, codeLines(read(file))]));
  return RULES.map(({ rule, home, copy }) => ({
    rule,
    home,
    copies: files
      .filter((file) => !home.includes(file))
      .flatMap((file) =>
        lines
          .get(file)
          .flatMap((line, index) =>
            copy.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      ),
  }));
}
