import type { RouteResponse, Scenario } from '@wattwise/api';
import { formatCurrency, savingMessages, type EpcRating, type RangeBasis } from '@wattwise/domain';
import type { KpiCardProps, ResultsData } from '@wattwise/ui';

export type Results =
  RouteResponse<'predict.improvement.potential'> | RouteResponse<'optimise.scenario.potential'>;

/**
 * A scenario's yearly saving in pounds, signed (negative: it costs more to run): the engine's
 * figure, or for an answer without figures its first currency indicator, an increase pointing up.
 */
export function yearlySaving(scenario: Scenario): number | null {
  if (scenario.figures) return scenario.figures.savingGbp;
  const money = scenario.indicators.find((i) => i.isCurrency);
  if (!money) return null;
  return money.direction === 'UP' ? -money.value : money.value;
}

/** A bar's figure: '£1,200', or for an increase '£213 more' (the bar is drawn below zero). */
export function savingFigure(value: number, unit: string): string {
  return value < 0
    ? `${formatCurrency(-value, unit)} ${savingMessages.more}`
    : formatCurrency(value, unit);
}

/**
 * The results as the panel reads them: the signed total with its range, the EPC before and after
 * the measures with their scores and the engine's reason when band and energy move apart, and
 * KPI cards with the range of each figure after the measures and its signed yearly saving.
 */
export function resultsData(results: Results): ResultsData {
  const epc = results.epcChange;
  return {
    totalSavings: results.totalSavings,
    currentEpcRating: (epc?.before.band ?? results.currentEpcRating) as EpcRating | null,
    potentialEpcRating: (epc?.after.band ?? results.potentialEpcRating) as EpcRating | null,
    currentEpcScore: epc?.before.rating ?? null,
    potentialEpcScore: epc?.after.rating ?? null,
    epcReason: epc?.explanation ?? null,
    rangeBasis: results.rangeBasis ?? null,
    kpis: results.kpis.map((kpi) => resultKpiCard(kpi, results.rangeBasis)),
  };
}

type ResultKpi = Results['kpis'][number];

/**
 * A result KPI as its card shows it: the figure after the measures with its range, and its signed
 * yearly saving in words ('£213 more per year'); a figure without a saving (the capital cost)
 * shows its range alone, and an answer without either its spec indicator.
 */
export function resultKpiCard(kpi: ResultKpi, rangeBasis?: RangeBasis | null): KpiCardProps {
  const card: KpiCardProps = {
    text: kpi.text,
    value: kpi.value ?? 0,
    unit: kpi.unit,
    isCurrency: kpi.isCurrency,
    range: kpi.range ?? null,
    rangeBasis: rangeBasis ?? null,
  };
  if (kpi.saving !== null && kpi.saving !== undefined)
    return { ...card, saving: { value: kpi.saving, unit: kpi.unit, isCurrency: kpi.isCurrency } };
  return kpi.range ? card : { ...card, indicator: kpi.indicator ?? null };
}
