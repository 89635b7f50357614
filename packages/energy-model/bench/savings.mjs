// Savings measured at the meter, checked on every meter in test-data/ (the shared UK meters): a
// synthetic step of −15 % placed in the reporting period and recovered. The intervention is a
// year after the meter's first day with readings and a temperature; the baseline is the year
// before it, the reporting period the year after (or to the end of the data).
//
// Per meter: the true step (15 % of the reporting period's metered energy), the avoided energy
// recovered with the step and without it, the stated uncertainty (ASHRAE Guideline 14-2014
// Annex B, 90 %), and whether each is inside; then, on 400 synthetic reporting years made of the
// model's prediction and the meter's own baseline residuals in two-week blocks, how often the
// stated band holds the true step. On the real years the recovered step is off by whatever else
// changed in the building that year (the no-step column shows it alone); the synthetic years
// show how the band does when nothing else changed.
//
// Runs on the sources (tsx). Usage: npm run savings -w @wattwise/energy-model [-- --all]
// (--all: an intervention at every yearly split of each meter, as bench/accuracy.mjs splits).
import { measuredSavings } from '../src/savings/measuredSavings.ts';
import {
  loadSharedMeter,
  sharedMeters,
  syntheticCoverage,
  withStep,
} from '../src/savings/savingsCheck.ts';

const STEP = 0.15;
const DAY = 86_400_000;
const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
const kwh = (x) => Math.round(x).toLocaleString('en-GB');
const pct = (x) => `${Math.round(x * 100)} %`;
const all = process.argv.includes('--all');

const header = [
  'meter'.padEnd(40),
  'intervention',
  'baseline',
  'true step'.padStart(10),
  'recovered'.padStart(10),
  '±90 %'.padStart(8),
  'inside',
  'no step'.padStart(9),
  'inside',
  'synthetic years inside',
];
console.log(header.join('  '));
const rows = [];
for (const meter of sharedMeters()) {
  const loaded = loadSharedMeter(meter);
  const lastDay = Math.floor(loaded.readings.at(-1).wallMs / DAY) * DAY;
  const interventions = [loaded.intervention];
  if (all) {
    for (let k = 1; ; k++) {
      const d = new Date(loaded.intervention);
      const next = Date.UTC(d.getUTCFullYear() + k, d.getUTCMonth(), d.getUTCDate());
      if (lastDay - next < 80 * DAY) break;
      interventions.push(next);
    }
  }
  for (const intervention of interventions) {
    const input = { ...loaded, intervention, fuel: meter.fuel };
    const none = measuredSavings(input);
    const cut = measuredSavings({
      ...input,
      readings: withStep(loaded.readings, intervention, STEP),
    });
    const truth = STEP * none.meteredKwh;
    const synthetic = syntheticCoverage(input, { step: STEP, draws: 400 });
    const row = {
      meter: meter.name,
      intervention: iso(intervention),
      sufficient: none.sufficiency.verdict === 'sufficient',
      truth,
      recovered: cut.avoidedKwh,
      uncertainty: cut.uncertaintyKwh,
      inside: Math.abs(cut.avoidedKwh - truth) <= cut.uncertaintyKwh,
      noStep: none.avoidedKwh,
      noStepInside: Math.abs(none.avoidedKwh) <= none.uncertaintyKwh,
      synthetic: synthetic.stepCoverage,
    };
    rows.push(row);
    console.log(
      [
        row.meter.padEnd(40),
        row.intervention.padEnd(12),
        (row.sufficient ? 'sufficient' : 'INSUFFICIENT').padEnd(8),
        kwh(truth).padStart(10),
        kwh(row.recovered).padStart(10),
        kwh(row.uncertainty).padStart(8),
        (row.inside ? 'yes' : 'NO').padEnd(6),
        kwh(row.noStep).padStart(9),
        (row.noStepInside ? 'yes' : 'NO').padEnd(6),
        pct(row.synthetic),
      ].join('  '),
    );
  }
}
const sufficient = rows.filter((r) => r.sufficient);
const count = (rs, f) => `${rs.filter(f).length} of ${rs.length}`;
console.log(
  `\nReal reporting years, step recovered inside its band: ${count(rows, (r) => r.inside)} (${count(sufficient, (r) => r.inside)} with a sufficient baseline).`,
);
console.log(
  `Synthetic reporting years inside the band, per meter with a sufficient baseline: ${sufficient.map((r) => pct(r.synthetic)).join(', ')}.`,
);
