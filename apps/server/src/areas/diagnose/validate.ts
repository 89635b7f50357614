import type { Kysely } from 'kysely';
import {
  guideline14ParameterCount,
  validationKpis,
  validationWindow,
  type CalibratedModel,
  type Notice,
  type ValidationDay,
} from '@wattwise/energy-model';
import {
  PLACEHOLDER_BAR_RANGE,
  guideline14Limit,
  validateMessages,
  type DataFrequency,
  type Granularity,
} from '@wattwise/domain';
import type { Database } from '../../db/schema';
import { analysisNotFound } from '../../platform/errors/analysisErrors';
import type { ModelResults } from '../registration/modelResults';
import { buildingOfPath } from './analysisBuildings';
import { billsValidation, type BilledBuilding } from './billsValidation';

export interface ValidateRequest {
  siteId: string;
  /** A building, floor or space path; the whole site when omitted. */
  path?: string;
  /** The chart's window back from the last metered day (analysis §9: default one year). */
  timespan?: Granularity;
}

interface Kpi {
  text: string;
  value: number | null;
  unit: string;
  isCurrency: boolean;
  indicator?: {
    value: number;
    unit: string;
    text: string;
    variant: 'POSITIVE' | 'NEGATIVE' | 'NEUTRAL';
    isCurrency: boolean;
  };
}

export interface ValidateView {
  kpis: Kpi[];
  hasAutoML: boolean;
  dataFrequency: DataFrequency | null;
  lastMeteringDateTime: string | null;
  data: { x: string; y: number | null }[];
  predicted: { x: string; y: number | null }[];
  notices: Notice[];
  /** What the model is validated against: readings, the entered bills, or nothing yet. */
  basis: 'METER' | 'BILLS' | 'NONE';
  sandbox: boolean;
  placeholder?: boolean;
}

interface StoredCalibration {
  calibration?: { model?: CalibratedModel };
  validation?: ValidationDay[];
}

/** The site and the buildings in scope (a path narrows to the building it lies in). */
async function scopeOf(db: Kysely<Database>, request: ValidateRequest) {
  const site = await db
    .selectFrom('sites')
    .select(['id', 'paid', 'demo', 'sandbox'])
    .where('id', '=', request.siteId)
    .executeTakeFirst();
  if (!site) throw analysisNotFound('No site with this id is visible to you.');
  const buildingIds = request.path
    ? [await buildingOfPath(db, request.siteId, request.path)]
    : (
        await db
          .selectFrom('buildings')
          .select('id')
          .where('site_id', '=', request.siteId)
          .execute()
      ).map((b) => b.id);
  return { site, buildingIds };
}

/**
 * The engine's stored day series of each building's latest complete calibration, summed by day
 * over the buildings in scope (a site sums its buildings; designed: meters hang on buildings, so a
 * floor or space shows its building's validation).
 */
async function storedDays(db: Kysely<Database>, buildingIds: readonly string[]) {
  if (buildingIds.length === 0) return { days: [] as ValidationDay[], parameterCount: 0 };
  const runs = await db
    .selectFrom('model_runs')
    .select(['building_id', 'results'])
    .distinctOn('building_id')
    .where('building_id', 'in', buildingIds)
    .where('kind', '=', 'CALIBRATION')
    .where('status', '=', 'COMPLETE')
    .orderBy('building_id')
    .orderBy('created_at', 'desc')
    .execute();
  const byDate = new Map<string, ValidationDay>();
  let parameterCount = 0;
  for (const run of runs) {
    const stored = run.results as StoredCalibration | null;
    if (!stored?.validation || !stored.calibration?.model) continue;
    parameterCount = Math.max(parameterCount, guideline14ParameterCount(stored.calibration.model));
    for (const day of stored.validation) {
      const sum = byDate.get(day.date) ?? { date: day.date, observedKwh: 0, predictedKwh: 0 };
      sum.observedKwh += day.observedKwh;
      sum.predictedKwh += day.predictedKwh;
      byDate.set(day.date, sum);
    }
  }
  const days = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  return { days, parameterCount };
}

/** Metering facts of the buildings in scope: the latest reading and the finest frequency. */
async function meteringOf(db: Kysely<Database>, siteId: string, buildingIds: readonly string[]) {
  if (buildingIds.length === 0) return { last: null, frequency: null };
  const nodes = await db
    .selectFrom('spatial_nodes')
    .select(['last_metering_at', 'data_frequency'])
    .where('site_id', '=', siteId)
    .where('building_id', 'in', buildingIds)
    .where('last_metering_at', 'is not', null)
    .execute();
  const last = nodes.reduce<Date | null>(
    (latest, node) =>
      node.last_metering_at && (!latest || node.last_metering_at > latest)
        ? node.last_metering_at
        : latest,
    null,
  );
  const frequency = nodes.some((n) => n.data_frequency === 'HOURLY')
    ? ('HOURLY' as const)
    : nodes.length > 0
      ? ('DAILY' as const)
      : null;
  return { last, frequency };
}

/** The G14 KPI cards of the yearly window: CV(RMSE) and NMBE with their thresholds, the totals. */
function kpiCards(days: readonly ValidationDay[], parameterCount: number): Kpi[] {
  const kpis = validationKpis(days, parameterCount);
  const percent = (fraction: number | null) => (fraction === null ? null : fraction * 100);
  const badge = (statistic: 'cvrmse' | 'nmbe', value: number | null) => {
    const limit = kpis.thresholds[statistic] * 100;
    const met = value === null ? null : Math.abs(value) <= limit;
    return {
      value: limit,
      unit: '%',
      text: guideline14Limit(statistic, met),
      variant:
        met === null ? ('NEUTRAL' as const) : met ? ('POSITIVE' as const) : ('NEGATIVE' as const),
      isCurrency: false,
    };
  };
  const cvrmse = percent(kpis.cvrmse);
  const nmbe = percent(kpis.nmbe);
  return [
    {
      text: validateMessages.kpiCvrmse,
      value: cvrmse,
      unit: '%',
      isCurrency: false,
      indicator: badge('cvrmse', cvrmse),
    },
    {
      text: validateMessages.kpiNmbe,
      value: nmbe,
      unit: '%',
      isCurrency: false,
      indicator: badge('nmbe', nmbe),
    },
    { text: validateMessages.kpiObserved, value: kpis.observedKwh, unit: 'kWh', isCurrency: false },
    {
      text: validateMessages.kpiPredicted,
      value: kpis.predictedKwh,
      unit: 'kWh',
      isCurrency: false,
    },
  ];
}

/** The chart's window back from the last day (inclusive), by timespan. */
function chartWindow(days: readonly ValidationDay[], lastDate: string, timespan: Granularity) {
  if (timespan === 'YEARLY') return validationWindow(days, lastDate);
  const back = { MONTHLY: 30, WEEKLY: 7, DAILY: 1 }[timespan];
  const from = new Date(Date.parse(`${lastDate}T00:00:00Z`) - (back - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return days.filter((day) => day.date >= from && day.date <= lastDate);
}

const at = (date: string) => `${date}T00:00:00.000Z`;

/**
 * Decorative placeholder for unpaid sites (analysis §2.3): a year of made-up days between the
 * placeholder bar limits, KPI values withheld. Nothing of the site's own readings leaves the server.
 */
function placeholderView(sandbox: boolean): ValidateView {
  const { min, max } = PLACEHOLDER_BAR_RANGE;
  const mid = (min + max) / 2;
  const swing = (max - min) / 2;
  const start = Date.UTC(2025, 0, 1);
  const data = [];
  const predicted = [];
  for (let i = 0; i < 365; i += 1) {
    const x = new Date(start + i * 86_400_000).toISOString();
    const season = Math.cos((2 * Math.PI * i) / 365);
    data.push({ x, y: mid + swing * (0.8 * season + 0.2 * Math.sin(i)) });
    predicted.push({ x, y: mid + swing * 0.8 * season });
  }
  return {
    kpis: kpiCards([], 0).map((kpi) => ({ ...kpi, value: null })),
    hasAutoML: true,
    dataFrequency: null,
    lastMeteringDateTime: null,
    data,
    predicted,
    notices: [],
    basis: 'METER',
    sandbox,
    placeholder: true,
  };
}

/**
 * Validate of a site, building, floor or space (analysis §2.5, §3, §7.1): observed against the
 * calibrated model's predicted days (stored by the calibrate job), the chart over the timespan
 * back from the last metered day, the G14 KPIs over the last 12 months. hasAutoML is false until
 * a calibration has finished (the screen then says 'We are currently computing …'). Unpaid sites
 * get placeholder data (analysis §2.3).
 */
export async function validateOverview(
  db: Kysely<Database>,
  request: ValidateRequest,
): Promise<ValidateView> {
  const { site, buildingIds } = await scopeOf(db, request);
  if (!site.paid && !site.demo) return placeholderView(site.sandbox);
  const [{ days, parameterCount }, metering] = await Promise.all([
    storedDays(db, buildingIds),
    meteringOf(db, request.siteId, buildingIds),
  ]);
  const lastDate = days.at(-1)?.date;
  if (!lastDate && !metering.last) {
    const billed = await billedBuildings(db, buildingIds);
    if (billed.length > 0) return billsView(billed, site.sandbox);
  }
  const shown = lastDate ? chartWindow(days, lastDate, request.timespan ?? 'YEARLY') : [];
  return {
    kpis: lastDate ? kpiCards(validationWindow(days, lastDate), parameterCount) : [],
    // Readings not yet calibrated are still being computed; no readings at all, nothing to check.
    hasAutoML: days.length > 0,
    dataFrequency: metering.frequency,
    lastMeteringDateTime: metering.last?.toISOString() ?? null,
    data: shown.map((day) => ({ x: at(day.date), y: day.observedKwh })),
    predicted: shown.map((day) => ({ x: at(day.date), y: day.predictedKwh })),
    notices: [],
    basis: metering.last ? 'METER' : 'NONE',
    sandbox: site.sandbox,
  };
}

/** The buildings in scope whose latest model run was calibrated on entered bills. */
async function billedBuildings(
  db: Kysely<Database>,
  buildingIds: readonly string[],
): Promise<BilledBuilding[]> {
  if (buildingIds.length === 0) return [];
  const rows = await db
    .selectFrom('model_runs')
    .innerJoin('buildings', 'buildings.id', 'model_runs.building_id')
    .selectAll('buildings')
    .select('model_runs.results')
    .distinctOn('model_runs.building_id')
    .where('model_runs.building_id', 'in', buildingIds)
    .where('model_runs.kind', '=', 'MODEL')
    .where('model_runs.status', '=', 'COMPLETE')
    .orderBy('model_runs.building_id')
    .orderBy('model_runs.created_at', 'desc')
    .execute();
  return rows.flatMap(({ results, ...building }) => {
    const estimate = (results as ModelResults | null)?.estimate;
    return estimate?.calibration && estimate.calibration.fuels.length > 0
      ? [{ building, estimate: estimate as BilledBuilding['estimate'] }]
      : [];
  });
}

/** Validate of buildings without readings against their bills (billsValidation). */
function billsView(billed: readonly BilledBuilding[], sandbox: boolean): ValidateView {
  const figures = billsValidation(billed);
  return {
    kpis: figures.kpis,
    hasAutoML: true,
    dataFrequency: null,
    lastMeteringDateTime: null,
    data: figures.observed,
    predicted: figures.predicted,
    notices: [
      {
        notice: validateMessages.billsNotice,
        highlights: [],
        noticeType: 'ACTUAL',
        variant: 'POSITIVE',
        learnMoreURL: null,
      },
    ],
    basis: 'BILLS',
    sandbox,
  };
}

/** The yearly KPI cards alone (analysis §7.3 'Yearly KPI fetch for validate'; §9). */
export async function validateKpis(db: Kysely<Database>, request: ValidateRequest) {
  const view = await validateOverview(db, { ...request, timespan: 'YEARLY' });
  return view.kpis;
}
