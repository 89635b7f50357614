import {
  assumptionMessages,
  benchmarkBarLine,
  diagnoseKpiLabels,
  diagnoseMetricLabels,
  likelihoodText,
  LOCALE,
} from '@wattwise/domain';
import { lightColours } from '@wattwise/ui/tokens';
import type { DiagnoseMetricKey, Diagnosis } from '@wattwise/energy-model';
import type { AssumptionView } from '../diagnose/assumptions';

/** The report's colours: the app's palette from ui's tokens (one colour, one place). */
export const ink = lightColours;

/** The diagnose metrics the report shows, in this order (analysis spec §2 metrics). */
const REPORT_METRICS = [
  'electricity',
  'gas',
  'oil',
  'cost',
  'carbon',
  'water',
  'dampAndMould',
  'tariff',
] as const satisfies readonly DiagnoseMetricKey[];
/** The energy metrics the chart draws as bars. */
const CHARTED_METRICS = ['electricity', 'gas', 'cost', 'carbon'] as const;
const METRIC_LABELS: Record<(typeof REPORT_METRICS)[number], string> = {
  electricity: diagnoseMetricLabels.electricity!,
  gas: diagnoseMetricLabels.gas!,
  oil: diagnoseMetricLabels.oil!,
  cost: diagnoseKpiLabels.energyCost,
  carbon: diagnoseMetricLabels.carbon!,
  water: diagnoseMetricLabels.water!,
  dampAndMould: diagnoseMetricLabels.dampAndMould!,
  tariff: diagnoseMetricLabels.tariff!,
};
const number = (value: number): string =>
  value.toLocaleString(LOCALE, { maximumFractionDigits: value < 10 ? 1 : 0 });

/** Bars of modelled against benchmark figures, drawn as vector paths. */
function drawChart(doc: PDFKit.PDFDocument, diagnosis: Diagnosis) {
  const metrics = diagnosis.diagnoseMetrics;
  if (!metrics) return;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = 90;
  const barWidth = width - labelWidth - 10;
  doc.fontSize(9).fillColor(ink.text);
  for (const key of CHARTED_METRICS) {
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

/**
 * The Diagnose section: what the building is compared with, each metric's figures and benchmark,
 * or, for one that is not compared, its state and the engine's reason in the words the screen
 * and the e-mail use ('Water: no data. …'), never a figure of zero; then the chart.
 */
export function writeDiagnosis(doc: PDFKit.PDFDocument, diagnosis: Diagnosis) {
  doc.text(`Benchmark: ${diagnosis.schemeLabel}`);
  doc.fontSize(9).fillColor(ink.textMuted).text(diagnosis.diagnoseBasis);
  doc.fillColor(ink.text).fontSize(11).moveDown(0.5);
  doc.fontSize(12).text('Diagnose').fontSize(10);
  const metrics = diagnosis.diagnoseMetrics;
  if (!metrics) doc.text(`${diagnosis.schemeLabel} has no benchmark for this building.`);
  for (const key of metrics ? REPORT_METRICS : []) {
    const metric = metrics![key];
    const label = METRIC_LABELS[key];
    // A fuel the building does not use is left out, as on the screen.
    if (metric.state === 'NOT_USED') continue;
    if (metric.state !== 'COMPARED') {
      doc.text(benchmarkBarLine({ label, state: metric.state, caption: metric.reason ?? '' }));
      continue;
    }
    const unit = metric.isCurrency ? '£' : '';
    const suffix = metric.isCurrency ? '' : ` ${metric.unit}`;
    doc.text(
      `${label}: ${unit}${number(metric.actual)}${suffix} a year (benchmark ${unit}${number(metric.benchmark)}${suffix})`,
    );
    if (metric.basis) doc.fontSize(8).fillColor(ink.textMuted).text(metric.basis, { indent: 10 });
    doc.fontSize(10).fillColor(ink.text);
  }
  doc.moveDown(0.5);
  drawChart(doc, diagnosis);
}

/**
 * 'What we assumed', as Diagnose shows it (the same server function, diagnose/assumptions.ts):
 * each characteristic the model filled in, how likely it is, and its source.
 */
export function writeAssumptions(doc: PDFKit.PDFDocument, assumptions: readonly AssumptionView[]) {
  doc.fontSize(12).fillColor(ink.text).text(assumptionMessages.title).fontSize(10);
  if (assumptions.length === 0) doc.text(assumptionMessages.none);
  for (const a of assumptions) {
    doc.fontSize(10).fillColor(ink.text).text(`• ${a.label}: ${a.text}`);
    doc
      .fontSize(8)
      .fillColor(ink.textMuted)
      .text(a.likelihood === null ? a.source : `${likelihoodText(a.likelihood)} · ${a.source}`, {
        indent: 10,
      });
  }
  doc.fillColor(ink.text).moveDown();
}
