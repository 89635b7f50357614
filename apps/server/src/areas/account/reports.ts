import PDFDocument from 'pdfkit';
import { measuredSavingMessages } from '@wattwise/domain';
import type { Kysely } from 'kysely';
import { DEFAULT_SCHEME, type Diagnosis } from '@wattwise/energy-model';
import type { Database } from '../../db/schema';
import { listInterventions } from '../data/interventions';
import { assumptionsOf, type AssumptionView } from '../diagnose/assumptions';
import { withCardTariffs } from '../diagnose/tariffs';
import { latestModelRuns } from '../registration/modelRuns';
import { readModelResults, type ReadResults } from '../registration/storedResults';
import { measureLines, measureNotes, planTexts } from '../registration/planWords';
import { ink, writeAssumptions, writeDiagnosis } from './reportDiagnosis';

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
  /** 'What we assumed': what Diagnose shows for the building, from the same stored run. */
  assumptions: AssumptionView[];
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
  /** What the meters measured since each intervention, in words (one sentence a fuel read). */
  measuredSavings?: string[];
}

/** Stored results that cannot be read are left out, as the screens leave them out. */
function readOrNone(stored: unknown, engineVersion: string): ReadResults | undefined {
  if (!stored) return undefined;
  try {
    return readModelResults(stored, engineVersion);
  } catch {
    return undefined;
  }
}

/**
 * The stored diagnosis under the default scheme, its tariff rated on the tariffs the cards offer
 * (as Diagnose rates it), so the report and the screen agree.
 */
function diagnosisOf(
  results: ReadResults['results'] | undefined,
  building: Parameters<typeof withCardTariffs>[1],
): Diagnosis | undefined {
  const stored = results?.diagnoses[DEFAULT_SCHEME];
  if (!stored) return undefined;
  return {
    ...stored,
    diagnoseMetrics: withCardTariffs(stored.diagnoseMetrics, building, results.estimate),
  };
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
    .select([
      'id',
      'name',
      'street',
      'town',
      'post_code',
      'epc_rating',
      'elec_unit_rate',
      'elec_day_rate',
      'gas_unit_rate',
      'gas_day_rate',
    ])
    .where('site_id', '=', siteId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const runs = new Map(
    (await latestModelRuns(db, siteId)).map((run) => [run.building_id, run] as const),
  );
  const measuredSavings = (await listInterventions(db, { siteId })).flatMap((intervention) =>
    (intervention.measuredSavings ?? []).map((saving) => saving.sentence),
  );
  return {
    siteName: site.name,
    product: site.product,
    sandbox: site.sandbox,
    measuredSavings,
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
        diagnosis: diagnosisOf(results, building),
        assumptions: results ? assumptionsOf(results) : [],
        plan: results?.plan ? planTexts(results.plan, titles) : null,
        measures,
        modelledAt: run?.finished_at ?? null,
        updating: read ? !read.current : false,
      };
    }),
  };
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
  writeDiagnosis(doc, diagnosis);
  writeAssumptions(doc, building.assumptions);
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

/** The savings measured at the meters since the site's interventions, as Validate says them. */
function writeMeasuredSavings(doc: PDFKit.PDFDocument, sentences: readonly string[]) {
  if (sentences.length === 0) return;
  doc.fontSize(12).fillColor(ink.text).text(measuredSavingMessages.title).fontSize(10);
  for (const sentence of sentences) doc.text(`• ${sentence}`);
  doc.fontSize(8).fillColor(ink.textMuted).text(measuredSavingMessages.method);
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
  writeMeasuredSavings(doc, data.measuredSavings ?? []);
  doc
    .fontSize(8)
    .fillColor(ink.textMuted)
    .text(
      'Figures are AI-modelled estimates from the WattWise energy model, as stored with the latest model run of each building.',
    );
  doc.end();
  return done;
}
