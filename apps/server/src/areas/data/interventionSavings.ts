import { sql, type Kysely } from 'kysely';
import { ukWallClockOf } from '@wattwise/domain';
import {
  EnergyModelInputError,
  measuredSavings,
  savingsSentence,
  unmeasuredSavingSentence,
  SAVINGS_CONFIDENCE,
  SAVINGS_PERIOD_DAYS,
  type MeasuredSavings,
  type MeteredFuel,
} from '@wattwise/energy-model';
import type { Database } from '../../db/schema';
import { buildingFactsOf } from '../registration/buildingFacts';
import { ENGINE_VERSION } from '../registration/modelResults';
import { outdoorTemperaturesBetween } from './outdoorTemperatures';
import { engineTemperatures } from './seriesSources';

const DAY_MS = 86_400_000;

/** An intervention as stored: its day, title and node (null: the whole site). */
export interface StoredIntervention {
  id: string;
  date: string;
  title: string;
  path: string | null;
}

/** The measured saving of an intervention for one fuel, as the contract serves it. */
export interface ServedSaving {
  fuel: MeteredFuel;
  sentence: string;
  verdict: 'sufficient' | 'insufficient';
  reasons: string[];
  notes: string[];
  confidence: number;
  avoidedKwh: number | null;
  uncertaintyKwh: number | null;
  avoidedCostGbp: number | null;
  uncertaintyCostGbp: number | null;
  avoidedCarbonKg: number | null;
  uncertaintyCarbonKg: number | null;
  fractionalSaving: number | null;
  baseline: { first: string; last: string; countedDays: number };
  reporting: { first: string; last: string; countedDays: number };
}

/**
 * Savings are computed when asked and kept while the inputs they stand on are unchanged: the
 * readings of the window (their count, span and total), the site's weather, the unit rate and the
 * engine. Readings reach the store by several roads (uploads, provider reads, the demo seed), so a
 * version read from the readings themselves stays right whichever road changed them.
 */
const computed = new Map<string, ServedSaving>();
const KEPT = 500;

function remember(key: string, saving: ServedSaving): ServedSaving {
  if (computed.size >= KEPT) computed.delete(computed.keys().next().value ?? '');
  computed.set(key, saving);
  return saving;
}

/** What follows "Since" in the sentence: the intervention's own title, quoted. */
function whatHappened(title: string, fuel: MeteredFuel, fuels: number): string {
  return fuels > 1 ? `“${title}” (${fuel})` : `“${title}”`;
}

function served(savings: MeasuredSavings, fuel: MeteredFuel, sentence: string): ServedSaving {
  const sufficient = savings.sufficiency.verdict === 'sufficient';
  const figure = (x: number | null) => (sufficient ? x : null);
  const period = (p: MeasuredSavings['baseline']) => ({
    first: p.first,
    last: p.last,
    countedDays: p.countedDays,
  });
  return {
    fuel,
    sentence,
    verdict: savings.sufficiency.verdict,
    reasons: savings.sufficiency.reasons,
    // The notes qualify a stated saving; with none stated, the reason alone is said.
    notes: sufficient ? savings.sufficiency.notes : [],
    confidence: savings.confidence,
    avoidedKwh: figure(savings.avoidedKwh),
    uncertaintyKwh: figure(savings.uncertaintyKwh),
    avoidedCostGbp: figure(savings.avoidedCostGbp),
    uncertaintyCostGbp: figure(savings.uncertaintyCostGbp),
    avoidedCarbonKg: figure(savings.avoidedCarbonKg),
    uncertaintyCarbonKg: figure(savings.uncertaintyCarbonKg),
    fractionalSaving: figure(savings.fractionalSaving),
    baseline: period(savings.baseline),
    reporting: period(savings.reporting),
  };
}

/** The engine's reason as its input error words it, without the field it names. */
function unmeasured(
  intervention: StoredIntervention,
  fuel: MeteredFuel,
  what: string,
  error: EnergyModelInputError,
): ServedSaving {
  const reason = error.message.replace(`${error.field}: `, '');
  const none = { first: intervention.date, last: intervention.date, countedDays: 0 };
  return {
    fuel,
    sentence: unmeasuredSavingSentence({ what, date: intervention.date }, reason),
    verdict: 'insufficient',
    reasons: [reason],
    notes: [],
    confidence: SAVINGS_CONFIDENCE,
    avoidedKwh: null,
    uncertaintyKwh: null,
    avoidedCostGbp: null,
    uncertaintyCostGbp: null,
    avoidedCarbonKg: null,
    uncertaintyCarbonKg: null,
    fractionalSaving: null,
    baseline: none,
    reporting: none,
  };
}

/** The readings of the meters at the intervention's node, below it and above it, in a window. */
function readingsQuery(
  db: Kysely<Database>,
  siteId: string,
  path: string | null,
  window: { start: Date; end: Date },
) {
  return db
    .selectFrom('interval_readings')
    .innerJoin('meters', 'meters.id', 'interval_readings.meter_id')
    .where('meters.site_id', '=', siteId)
    .$if(path !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('meters.node_path', '=', path ?? ''),
          eb('meters.node_path', 'like', `${path ?? ''}/%`),
          // Meters hang on buildings: a floor's or a space's intervention is measured at them.
          sql<boolean>`${path ?? ''} like meters.node_path || '/%'`,
        ]),
      ),
    )
    .where('interval_readings.start_at', '>=', window.start)
    .where('interval_readings.start_at', '<', window.end);
}

/** The unit rates of the building the intervention is in (the site's first building otherwise). */
async function billsOf(db: Kysely<Database>, siteId: string, path: string | null) {
  const building = await db
    .selectFrom('buildings')
    .selectAll('buildings')
    .where('buildings.site_id', '=', siteId)
    .$if(path !== null, (q) =>
      q.where(
        'buildings.id',
        '=',
        db
          .selectFrom('spatial_nodes')
          .select('building_id')
          .where('site_id', '=', siteId)
          .where('path', '=', path ?? ''),
      ),
    )
    .orderBy('buildings.created_at')
    .limit(1)
    .executeTakeFirst();
  return building ? buildingFactsOf(building).bills : undefined;
}

/**
 * The measured saving of an intervention (IPMVP Option C at its node's meters, one statement per
 * fuel read): the engine's measuredSavings on the stored readings of the year before and the year
 * after the intervention, with the site's stored weather, priced at the building's unit rate.
 * Empty when no meter at the node has readings around it.
 */
export async function interventionSavings(
  db: Kysely<Database>,
  site: { id: string; weather_region: string | null },
  intervention: StoredIntervention,
): Promise<ServedSaving[]> {
  const day = Date.parse(`${intervention.date}T00:00:00Z`);
  const window = {
    start: new Date(day - (SAVINGS_PERIOD_DAYS + 2) * DAY_MS),
    end: new Date(day + (SAVINGS_PERIOD_DAYS + 2) * DAY_MS),
  };
  const versions = await readingsQuery(db, site.id, intervention.path, window)
    .select([
      'meters.fuel',
      sql<number>`count(*)::int`.as('count'),
      sql<Date>`max(interval_readings.start_at)`.as('last'),
      sql<number>`sum(interval_readings.kwh)::float8`.as('kwh'),
    ])
    .groupBy('meters.fuel')
    .orderBy('meters.fuel')
    .execute();
  if (versions.length === 0) return [];
  const bills = await billsOf(db, site.id, intervention.path);
  const answers: ServedSaving[] = [];
  for (const version of versions) {
    const fuel: MeteredFuel = version.fuel === 'GAS' ? 'gas' : 'electricity';
    const key = [
      intervention.id,
      intervention.date,
      intervention.path,
      intervention.title,
      fuel,
      version.count,
      new Date(version.last).getTime(),
      version.kwh,
      site.weather_region,
      bills?.[fuel]?.unitRate,
      ENGINE_VERSION,
    ].join('|');
    const known = computed.get(key);
    if (known) {
      answers.push(known);
      continue;
    }
    const rows = await readingsQuery(db, site.id, intervention.path, window)
      .select([
        'interval_readings.start_at',
        sql<number>`sum(interval_readings.kwh)::float8`.as('kwh'),
      ])
      .where('meters.fuel', '=', version.fuel)
      .groupBy('interval_readings.start_at')
      .orderBy('interval_readings.start_at')
      .execute();
    const temperatures = await outdoorTemperaturesBetween(
      db,
      site.weather_region,
      window.start.getTime() - DAY_MS,
      window.end.getTime() + DAY_MS,
    );
    const what = whatHappened(intervention.title, fuel, versions.length);
    try {
      const savings = measuredSavings({
        readings: rows.map((r) => ({ wallMs: ukWallClockOf(r.start_at.getTime()), kwh: r.kwh })),
        temperatures: engineTemperatures(temperatures),
        intervention: day,
        fuel,
        ...(bills ? { bills } : {}),
      });
      const sentence = savingsSentence(savings, { what, date: intervention.date });
      answers.push(remember(key, served(savings, fuel, sentence)));
    } catch (error) {
      if (!(error instanceof EnergyModelInputError)) throw error;
      answers.push(remember(key, unmeasured(intervention, fuel, what, error)));
    }
  }
  return answers;
}
