import PDFDocument from 'pdfkit';
import type { Kysely } from 'kysely';
import { diagnoseKpiLabels, diagnoseMetricLabels, LOCALE } from '@wattwise/domain';
import { lightColours } from '@wattwise/ui/tokens';
import { DEFAULT_SCHEME, type Diagnosis } from '@wattwise/energy-model';
import type { Database } from '../../db/schema';
import { latestModelRuns } from '../registration/modelRuns';
import { readModelResults, type ReadResults } from '../registration/storedResults';
import { measureLines, measureNotes, planTexts } from '../registration/planWords';

/** The report's colours: the app's palette from ui's tokens (one colour, one place). */
const ink = lightColours;

/** One measure of the report: its title, its figures in words, and what they rest on. */
interface ReportMeasure {
  title: string;
  /** The signed saving with its range; the cost to install and the payback. */
  lines: string[];
  notes: string[];
  /** The signed yearly saving, £ (the order of the list). */
  value: number;
}

/** One building of the report: its names and the engine's stored figures (never recomputed). */
export interface ReportBuilding {
  name: string;
  address: string;
  epcBand: string | null;
  diagnosis: Diagnosis | undefined;
  /** The recommended measures together, in words; null when none is recommended. */
  plan: ReturnType<typeof planTexts> | null;
  /** Every measure offered, largest saving first, increases last. */
  measures: ReportMeasure[];
  modelledAt: Date | null;
  /** The figures were made by an earlier engine and are being made again. */
  updating: boolean;
}

export interface ReportData {
  siteName: string;
  product: string;
  sandbox: boolean;
  buildings: ReportBuilding[];
}

/** The diagnose figures the report shows, in this order (analysis spec §2 metrics). */
const REPORT_METRICS = ['electricity', 'gas', 'cost', 'carbon'] as const;
const METRIC_LABELS: Record<(typeof REPORT_METRICS)[number], string> = {
  electricity: diagnoseMetricLabels.electricity!,
  gas: diagnoseMetricLabels.gas!,
  cost: diagnoseKpiLabels.energyCost,
  carbon: diagnoseMetricLabels.carbon!,
};
const number = (value: number): string =>
  value.toLocaleString(LOCALE, { maximumFractionDigits: value < 10 ? 1 : 0 });

/** Stored results that cannot be read are left out, as the screens leave them out. */
function readOrNone(stored: unknown, engineVersion: string): ReadResults | undefined {
  if (!stored) return undefined;
  try {
    return readModelResults(stored, engineVersion);
  } catch {
    return undefined;
  }
}

/** Reads what the report shows from the stored model runs, as the site list reads its lights. */
export async function reportData(
  db: Kysely<Database>,
  siteId: string,
): Promise<ReportData | undefined> {
  const site = await db
    .selectFrom('sites')
    .select(['name', 'product', 'sandbox'])
    .where('id', '=', siteId)
    .executeTakeFirst();
  if (!site) return undefined;
  const buildings = await db
    .selectFrom('buildings')
    .select(['id', 'name', 'street', 'town', 'post_code', 'epc_rating'])
    .where('site_id', '=', siteId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const runs = new Map(
    (await latestModelRuns(db, siteId)).map((run) => [run.building_id, run] as const),
  );
  return {
    siteName: site.name,
    product: site.product,
    sandbox: site.sandbox,
    buildings: buildings.map((building) => {
      const run = runs.get(building.id);
      const read = run ? readOrNone(run.results, run.engine_version) : undefined;
      const results = read?.results;
      const titles = new Map((results?.scenarios ?? []).map((v) => [v.id, v.title] as const));
      const measures = (results?.scenarios ?? [])
        .map((view) => ({
          title: view.title,
          lines: measureLines(view, results?.savingRanges?.[view.id]),
          notes: measureNotes(view),
          value: view.annualSavingGbp,
        }))
        .sort((a, b) => b.value - a.value);
      return {
        name: building.name,
        address: [building.street, building.town, building.post_code].filter(Boolean).join(', '),
        epcBand: results?.estimate.epc.band ?? building.epc_rating,
        diagnosis: results?.diagnoses[DEFAULT_SCHEME],
        plan: results?.plan ? planTexts(results.plan, titles) : null,
        measures,
        modelledAt: run?.finished_at ?? null,
        updating: read ? !read.current : false,
      };
    }),
  };
}

/** Bars of modelled against benchmark figures, drawn as vector paths. */
function drawChart(doc: PDFKit.PDFDocument, diagnosis: Diagnosis) {
  const metrics = diagnosis.diagnoseMetrics;
  if (!metrics) return;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = 90;
  const barWidth = width - labelWidth - 10;
  doc.fontSize(9).fillColor(ink.text);
  for (const key of REPORT_METRICS) {
    const metric = metrics[key];
    if (metric.state !== 'COMPARED') continue;
    const top = doc.y;
    const largest = Math.max(metric.actual, metric.benchmark) || 1;
    doc.text(METRIC_LABELS[key], left, top + 2, { width: labelWidth });
    doc.rect(left + labelWidth, top, (metric.actual / largest) * barWidth, 8).fill(ink.brand);
    doc
      .rect(left + labelWidth, top + 10, (metric.benchmark / largest) * barWidth, 8)
      .fill(ink.border);
    doc.fillColor(ink.text);
    doc.y = top + 24;
  }
  doc
    .fontSize(8)
    .fillColor(ink.textMuted)
    .text('Green: this building, as modelled. Grey: the benchmark.', left, doc.y);
  doc.fillColor(ink.text).moveDown();
}

function writeBuilding(doc: PDFKit.PDFDocument, building: ReportBuilding) {
  doc.fontSize(14).text(building.name);
  if (building.address) doc.fontSize(9).fillColor(ink.textMuted).text(building.address);
  doc.fillColor(ink.text).fontSize(11).moveDown(0.5);
  if (building.updating) {
    doc
      .fontSize(9)
      .fillColor(ink.textMuted)
      .text(
        'These figures were made by an earlier version of the energy model and are being updated.',
      )
      .fillColor(ink.text)
      .fontSize(11);
  }
  doc.text(`EPC band: ${building.epcBand ?? 'not known'}`);
  const diagnosis = building.diagnosis;
  if (!diagnosis) {
    doc.text('The energy model has not finished for this building yet.').moveDown();
    return;
  }
  doc.text(`Benchmark: ${diagnosis.schemeLabel}`);
  doc.fontSize(9).fillColor(ink.textMuted).text(diagnosis.diagnoseBasis);
  doc.fillColor(ink.text).fontSize(11).moveDown(0.5);
  doc.fontSize(12).text('Diagnose').fontSize(10);
  const metrics = diagnosis.diagnoseMetrics;
  if (!metrics) doc.text(`${diagnosis.schemeLabel} has no benchmark for this building.`);
  for (const key of metrics ? REPORT_METRICS : []) {
    const metric = metrics![key];
    // A metric that is not compared says why in the engine's words (a fuel not used, no data),
    // never a figure of zero.
    if (metric.state !== 'COMPARED') {
      if (metric.state !== 'NOT_USED' && metric.reason)
        doc.text(`${METRIC_LABELS[key]}: ${metric.reason}`);
      continue;
    }
    const unit = metric.isCurrency ? '£' : '';
    const suffix = metric.isCurrency ? '' : ` ${metric.unit}`;
    doc.text(
      `${METRIC_LABELS[key]}: ${unit}${number(metric.actual)}${suffix} a year (benchmark ${unit}${number(metric.benchmark)}${suffix})`,
    );
    if (metric.basis) doc.fontSize(8).fillColor(ink.textMuted).text(metric.basis, { indent: 10 });
    doc.fontSize(10).fillColor(ink.text);
  }
  doc.moveDown(0.5);
  drawChart(doc, diagnosis);
  writePlan(doc, building);
}

/** The height a measure takes at most, points (a title, two lines of figures, three of notes). */
const MEASURE_HEIGHT = 70;

/** The recommended plan's totals, then every measure with its signed figures. */
function writePlan(doc: PDFKit.PDFDocument, building: ReportBuilding) {
  const plan = building.plan;
  if (plan) {
    doc.fontSize(12).text('Recommended plan').fontSize(10);
    doc.text(plan.measures);
    doc.text(plan.saving);
    doc.text(`${plan.install}. ${plan.payback}.`);
    doc.text(plan.epc);
    if (plan.epcReason) doc.fontSize(9).fillColor(ink.textMuted).text(plan.epcReason);
    if (plan.basis) doc.fontSize(9).fillColor(ink.textMuted).text(plan.basis);
    doc.fillColor(ink.text).moveDown(0.5);
  }
  doc.fontSize(12).text('Improvement measures').fontSize(10);
  if (building.measures.length === 0) doc.text('No measure applies to this building.');
  for (const measure of building.measures) {
    // A measure's title, figures and notes stay on one page.
    if (doc.y > doc.page.height - doc.page.margins.bottom - MEASURE_HEIGHT) doc.addPage();
    doc.fontSize(10).fillColor(ink.text).text(`• ${measure.title}`);
    for (const line of measure.lines) doc.text(line, { indent: 10 });
    if (measure.notes.length > 0)
      doc.fontSize(8).fillColor(ink.textMuted).text(measure.notes.join(' '), { indent: 10 });
  }
  doc.fillColor(ink.text).moveDown();
}

/** The PDF report of a site (issue 11 §4): text as text, charts as vector paths. */
export function renderReport(data: ReportData, now = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${data.siteName}: energy report`, Author: 'WattWise' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(10).fillColor(ink.brand).text('WattWise energy report');
  doc.fillColor(ink.text).fontSize(20).text(data.siteName).moveDown(0.3);
  doc
    .fontSize(9)
    .fillColor(ink.textMuted)
    .text(
      `${data.product === 'OPTIMISE' ? 'Optimise' : 'Predict'} · made ${now.toISOString().slice(0, 10)}`,
    );
  if (data.sandbox) {
    doc.text('Sample data: this site was registered with sandbox or sample inputs.');
  }
  doc.fillColor(ink.text).moveDown();
  for (const building of data.buildings) writeBuilding(doc, building);
  doc
    .fontSize(8)
    .fillColor(ink.textMuted)
    .text(
      'Figures are AI-modelled estimates from the WattWise energy model, as stored with the latest model run of each building.',
    );
  doc.end();
  return done;
}
