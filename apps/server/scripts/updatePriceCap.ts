/**
 * Updates the bundled Ofgem price cap (src/areas/diagnose/priceCapRates.ts), the rates every
 * tariff card costs and the period it shows, in one command:
 *
 *   npm run tariffs:update -w @wattwise/server -- --from 2026-01-01 --to 2026-03-31 \
 *     --elec-unit 27.69 --elec-standing 54.75 --gas-unit 5.93 --gas-standing 35.09 \
 *     --announced 2025-11-21
 *
 * Read the GB average Direct Debit figures (VAT included) from
 * https://www.ofgem.gov.uk/energy-price-cap for the quarter. The values are checked (dates in
 * order, rates in plausible ranges) before the file is written; `--url` names another page.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { dateFormatter } from '@wattwise/domain';

export const priceCapFile = path.resolve(
  import.meta.dirname,
  '../src/areas/diagnose/priceCapRates.ts',
);

export interface PriceCapUpdate {
  from: string;
  to: string;
  announced: string;
  url: string;
  elecUnitRate: number;
  elecStandingCharge: number;
  gasUnitRate: number;
  gasStandingCharge: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** Plausible bounds of each rate (designed: well around every cap since 2019). */
const BOUNDS = {
  elecUnitRate: [5, 100],
  elecStandingCharge: [5, 150],
  gasUnitRate: [1, 30],
  gasStandingCharge: [5, 100],
} as const;

/** The update from the command line's flags, or the first problem in words. */
export function parsePriceCapArgs(argv: readonly string[]): PriceCapUpdate | string {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i]!;
    if (!flag.startsWith('--') || argv[i + 1] === undefined)
      return `expected --flag value at "${flag}"`;
    flags.set(flag.slice(2), argv[i + 1]!);
  }
  const text = (name: string) => flags.get(name);
  const from = text('from');
  const to = text('to');
  const announced = text('announced');
  if (!from || !isDay(from)) return '--from must be a day, YYYY-MM-DD';
  if (!to || !isDay(to)) return '--to must be a day, YYYY-MM-DD';
  if (to < from) return '--to must not be before --from';
  if (!announced || !isDay(announced)) return '--announced must be a day, YYYY-MM-DD';
  const rates = {} as Record<keyof typeof BOUNDS, number>;
  const flagOf = {
    elecUnitRate: 'elec-unit',
    elecStandingCharge: 'elec-standing',
    gasUnitRate: 'gas-unit',
    gasStandingCharge: 'gas-standing',
  } as const;
  for (const key of Object.keys(BOUNDS) as (keyof typeof BOUNDS)[]) {
    const value = Number(text(flagOf[key]));
    const [low, high] = BOUNDS[key];
    if (!Number.isFinite(value) || value < low || value > high)
      return `--${flagOf[key]} must be a number from ${low} to ${high} (p/kWh or p/day)`;
    rates[key] = value;
  }
  return {
    from,
    to,
    announced,
    url: text('url') ?? 'https://www.ofgem.gov.uk/energy-price-cap',
    ...rates,
  };
}

const longDate = dateFormatter({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDay = (day: string) => longDate(Date.parse(`${day}T00:00:00Z`));

/** A string literal as prettier writes it here (single quotes). */
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** '1 October to 31 December 2025', the first year left out when both days share it. */
function periodWords(from: string, to: string): string {
  const first = longDay(from);
  return `${from.slice(0, 4) === to.slice(0, 4) ? first.replace(/ \d{4}$/, '') : first} to ${longDay(to)}`;
}

/** The text of priceCapRates.ts for an update. */
export function priceCapModule(u: PriceCapUpdate): string {
  return `// Written by \`npm run tariffs:update -w @wattwise/server\` (scripts/updatePriceCap.ts): update the
// bundled price cap through it, with the figures and the page they were read from.

/** The Ofgem energy price cap the tariff table is built on: GB average, Direct Debit, VAT included. */
export const PRICE_CAP_RATES = {
  source: {
    name: ${quoted(`Ofgem energy price cap, ${periodWords(u.from, u.to)}, GB average, Direct Debit`)},
    url: ${quoted(u.url)},
    announced: ${quoted(u.announced)},
  },
  period: { from: ${quoted(u.from)}, to: ${quoted(u.to)} },
  /** p/kWh and p/day. */
  elecUnitRate: ${u.elecUnitRate},
  elecStandingCharge: ${u.elecStandingCharge},
  gasUnitRate: ${u.gasUnitRate},
  gasStandingCharge: ${u.gasStandingCharge},
} as const;
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const update = parsePriceCapArgs(process.argv.slice(2));
  if (typeof update === 'string') {
    console.error(`tariffs:update: ${update}`);
    process.exit(2);
  }
  writeFileSync(priceCapFile, priceCapModule(update));
  console.log(`price cap written: ${priceCapFile} (${update.from} to ${update.to})`);
}
