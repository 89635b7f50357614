import PDFDocument from 'pdfkit';
import { LOCALE, estateMessages, lettingStatusText, yearOnYearText } from '@wattwise/domain';
import { lightColours } from '@wattwise/ui/tokens';
import type { EstateOverview } from '@wattwise/api/contract';

/** The report's colours: the app's palette from ui's tokens (one colour, one place). */
const ink = lightColours;

const number = (value: number): string =>
  value.toLocaleString(LOCALE, { maximumFractionDigits: value < 10 ? 1 : 0 });

/** The months' energy as bars: this year (brand) over the year before (grey), vector paths. */
function drawMonths(doc: PDFKit.PDFDocument, overview: EstateOverview) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const height = 90;
  const top = doc.y;
  const last = overview.months.slice(12);
  const before = overview.months.slice(0, 12);
  const largest = Math.max(1, ...overview.months.map((m) => m.energyKwh));
  const slot = width / 12;
  last.forEach((month, index) => {
    const x = left + index * slot;
    const previous = before[index]?.energyKwh ?? 0;
    doc
      .rect(
        x + 2,
        top + height - (previous / largest) * height,
        slot / 2 - 3,
        (previous / largest) * height,
      )
      .fill(ink.border);
    doc
      .rect(
        x + slot / 2,
        top + height - (month.energyKwh / largest) * height,
        slot / 2 - 3,
        (month.energyKwh / largest) * height,
      )
      .fill(ink.brand);
    doc
      .fillColor(ink.textMuted)
      .fontSize(7)
      .text(month.month, x, top + height + 3, { width: slot, align: 'center' });
  });
  doc.fillColor(ink.text);
  doc.y = top + height + 16;
  doc
    .fontSize(8)
    .fillColor(ink.textMuted)
    .text('Green: the last 12 months. Grey: the 12 months before.', left, doc.y);
  doc.fillColor(ink.text).moveDown();
}

/** Starts a new page when fewer than `points` remain. */
function room(doc: PDFKit.PDFDocument, points: number) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - points) doc.addPage();
}

/** The estate at a glance as a PDF report: text as text, the chart as vector paths. */
export function renderEstateReport(overview: EstateOverview): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: 'Estate at a glance', Author: 'WattWise' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(10).fillColor(ink.brand).text('WattWise estate report');
  doc.fillColor(ink.text).fontSize(20).text('Estate at a glance').moveDown(0.3);
  doc
    .fontSize(9)
    .fillColor(ink.textMuted)
    .text(
      `${overview.siteCount} sites, ${overview.buildingCount} buildings · made ${overview.asOf}`,
    );
  doc.fillColor(ink.text).moveDown();

  const { lastYear, measured } = overview;
  // The change compares measured months only (the model's typical months never change).
  const change = (key: keyof typeof lastYear) =>
    measured ? `, ${yearOnYearText(measured.lastYear[key], measured.yearBefore[key])}` : '';
  doc.fontSize(12).text('The last 12 months').fontSize(10);
  doc.text(`Energy: ${number(lastYear.energyKwh)} kWh${change('energyKwh')}`);
  doc.text(`Cost: £${number(lastYear.costGbp)}${change('costGbp')}`);
  doc.text(`Carbon: ${number(lastYear.carbonKg)} kg CO2e${change('carbonKg')}`);
  doc
    .fontSize(8)
    .fillColor(ink.textMuted)
    .text(measured ? estateMessages.measuredBasis(measured.sites) : estateMessages.noMeasuredYear);
  doc.fillColor(ink.text).fontSize(10);
  doc.moveDown(0.5);
  drawMonths(doc, overview);

  const { plans } = overview;
  doc.fontSize(12).text('Improvement plans').fontSize(10);
  doc.text(
    plans.sitesWithPlan === 0
      ? 'No site has a recommended plan yet.'
      : `${plans.sitesWithPlan} sites' plans would save £${number(plans.savingGbp)} and ${number(plans.savingKwh)} kWh a year for £${number(plans.capitalCostGbp)} to install.`,
  );
  doc.moveDown();

  doc.fontSize(12).text('Sites by energy intensity against their benchmark').fontSize(9);
  for (const site of overview.ranking) {
    room(doc, 14);
    doc.text(
      site.ratio === null
        ? `${site.buildingName}: no benchmark to compare`
        : `${site.buildingName}: ${number(site.intensityKwhM2!)} kWh/m² against ${number(site.benchmarkKwhM2!)} kWh/m² (${number(site.ratio * 100)} %)`,
    );
  }
  doc.moveDown();

  room(doc, 60);
  doc.fontSize(12).text('EPCs and minimum energy efficiency standards').fontSize(9);
  for (const building of overview.compliance) {
    room(doc, 40);
    const band = building.epcBand
      ? `EPC ${building.epcBand}${building.epcSource === 'ESTIMATED' ? ' (modelled, no certificate)' : ''}`
      : 'No EPC';
    const expiry = building.expiresOn
      ? `, expires ${building.expiresOn} (${building.daysLeft} days)`
      : '';
    doc
      .fillColor(ink.text)
      .text(
        `${building.siteName}: ${building.buildingName}. ${band}${expiry}. ${lettingStatusText(building)}.`,
      );
    const route = building.cheapestRoute;
    if (route) {
      doc
        .fillColor(ink.textMuted)
        .text(
          route.feasible
            ? `Cheapest route to band ${route.targetBand}: ${route.measures.join(', ')}, £${number(route.capitalCostGbp)}.`
            : `No set of measures reaches band ${route.targetBand}; the best reaches band ${route.achievedBand}.`,
          { indent: 10 },
        );
    }
  }
  doc.moveDown();
  doc
    .fontSize(8)
    .fillColor(ink.textMuted)
    .text(
      "Figures are from the stored results of each building's latest model run and its meters' readings; a month without readings is the model's typical month. Standards: The Energy Efficiency (Private Rented Property) (England and Wales) Regulations 2015 and the published proposals.",
    );
  doc.end();
  return done;
}
