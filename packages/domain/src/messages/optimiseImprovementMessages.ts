import type { Granularity } from '../enums/analysisEnums';
import { formatPotentialSaving } from '../format/potentialSavings';

/**
 * Texts of the Optimise improvement view (spec analysis §2.3 'Optimise improvement view': the
 * granularity select, KPI summary, areas for improvement, scenarios and the sentence on potential
 * savings per granularity period, '---' if negative) and of the overviews below a building. The
 * spec gives no wording for the headings or the sentence: these words are ours.
 */
export const optimiseImprovementMessages = {
  title: 'Improvement',
  granularity: 'Granularity',
  kpiSummary: 'Summary',
  areasForImprovement: 'Areas for improvement',
  scenarios: 'Scenarios',
  noAreasForImprovement: 'No areas for improvement were found for this building.',
} as const;

/** Names of the granularities in the select (spec analysis §9: DAILY, WEEKLY, MONTHLY, YEARLY). */
export const GRANULARITY_LABELS: Readonly<Record<Granularity, string>> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  YEARLY: 'Yearly',
};

const PERIOD_WORDS: Readonly<Record<Granularity, string>> = {
  DAILY: 'day',
  WEEKLY: 'week',
  MONTHLY: 'month',
  YEARLY: 'year',
};

/**
 * The sentence on potential savings per granularity period (spec analysis §2.3): the amount in
 * pounds, or '---' when the saving is negative.
 */
export function potentialSavingsSentence(pounds: number, granularity: Granularity): string {
  return `Potential savings of ${formatPotentialSaving(pounds, 'money')} per ${PERIOD_WORDS[granularity]} with the recommended scenarios`;
}

/**
 * A node below a building (block, floor, zone or space) without a meter of its own shows its
 * building's meters, and says so (spec analysis §2.1: every level has an overview).
 */
export function buildingMetersNotice(nodeName: string): string {
  return `${nodeName} has no meter of its own: the figures are those of its building's meters.`;
}
