import { estateMessages, lettingStatusText, yearOnYearText } from '@wattwise/domain';
import type { EstateOverview } from '@wattwise/api/contract';
import { csvLine } from '../../platform/http/csv';

type Cell = string | number | boolean | null;

/** A figure to two decimals; other cells as they are. */
function cell(value: Cell): Cell {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.round(value * 100) / 100
    : value;
}

const line = (cells: readonly Cell[]) => csvLine(cells.map(cell));

/** The last 12 months and their change on the 12 before, from measured months only. */
function changeLines({ lastYear, measured }: EstateOverview): string[] {
  const change = (key: keyof typeof lastYear) =>
    measured ? yearOnYearText(measured.lastYear[key], measured.yearBefore[key]) : null;
  return [
    line(['Last 12 months', 'Total', 'Change (measured months only)']),
    line(['Energy (kWh)', lastYear.energyKwh, change('energyKwh')]),
    line(['Cost (£)', lastYear.costGbp, change('costGbp')]),
    line(['Carbon (kg CO2e)', lastYear.carbonKg, change('carbonKg')]),
    line([measured ? estateMessages.measuredBasis(measured.sites) : estateMessages.noMeasuredYear]),
  ];
}

/**
 * The estate at a glance as CSV: the year's totals, then four tables one after another (months,
 * ranking, plans, compliance), each with its own header line, separated by an empty line.
 */
export function estateCsv(overview: EstateOverview): string {
  const lines: string[] = [
    line(['Estate at a glance', overview.asOf, `${overview.siteCount} sites`]),
    '',
    ...changeLines(overview),
    '',
    line([
      'Month',
      'Energy (kWh)',
      'Cost (£)',
      'Carbon (kg CO2e)',
      'Metered sites',
      'Modelled sites',
    ]),
    ...overview.months.map((m) =>
      line([m.month, m.energyKwh, m.costGbp, m.carbonKg, m.meteredSites, m.modelledSites]),
    ),
    '',
    line([
      'Site',
      'Building type',
      'Floor area (m²)',
      'Intensity (kWh/m²)',
      'Benchmark (kWh/m²)',
      'Against benchmark',
      'Benchmark scheme',
    ]),
    ...overview.ranking.map((r) =>
      line([
        r.buildingName,
        r.buildingType,
        r.floorAreaM2,
        r.intensityKwhM2,
        r.benchmarkKwhM2,
        r.ratio,
        r.schemeLabel,
      ]),
    ),
    '',
    line([
      'Sites with a plan',
      'Saving a year (£)',
      'Energy saved a year (kWh)',
      'Carbon saved a year (kg CO2e)',
      'Cost to install (£)',
    ]),
    line([
      overview.plans.sitesWithPlan,
      overview.plans.savingGbp,
      overview.plans.savingKwh,
      overview.plans.savingKgCo2e,
      overview.plans.capitalCostGbp,
    ]),
    '',
    line([
      'Site',
      'Building',
      'EPC band',
      'EPC source',
      'Issued',
      'Expires',
      'Days left',
      'Let',
      'Minimum standard',
      'Cheapest route',
      'Route cost (£)',
    ]),
    ...overview.compliance.map((c) =>
      line([
        c.siteName,
        c.buildingName,
        c.epcBand,
        c.epcSource,
        c.issuedOn,
        c.expiresOn,
        c.daysLeft,
        c.letToTenants,
        lettingStatusText(c),
        c.cheapestRoute ? c.cheapestRoute.measures.join('; ') : null,
        c.cheapestRoute?.capitalCostGbp ?? null,
      ]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
