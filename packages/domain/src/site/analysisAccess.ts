import type { DiagnoseTab } from '../enums/analysisEnums';
import type { Product } from '../enums/registrationEnums';
import { parameterMessages } from '../messages/analysisMessages';
import { isDemoSite } from './siteRules';

/** What a site lets the user do on the analysis screens. */
export interface AnalysisAccess {
  /** Diagnose tabs the user can use; the others are blurred with an upgrade overlay. */
  usableTabs: DiagnoseTab[];
  /** Plan and validate are blurred and greyscale with an upgrade prompt. */
  planAndValidateBlurred: boolean;
  /** Target and average ratings shown (paid only; free shows only the current rating). */
  showsTargetAndAverage: boolean;
  /** Building parameters and schedules can be saved. */
  canSaveBuildingProperties: boolean;
  /** Tooltip on the disabled Save, or null. */
  saveDisabledTooltip: string | null;
}

/**
 * Access rules (spec analysis §2.2, §2.3, §6): a free (unpaid) Predict site uses only the Actual
 * tab and sees plan and validate blurred; a paid site gets everything; Optimise is not tiered;
 * a demo site can not save building properties ('This is a demonstration site ...').
 */
export function analysisAccess(site: {
  siteId: string;
  product: Product;
  paid: boolean;
}): AnalysisAccess {
  const free = site.product === 'PREDICT' && !site.paid;
  const demo = isDemoSite(site.siteId) || site.product === 'SIMPLE_PREDICT';
  return {
    usableTabs: free ? ['ACTUAL'] : ['ACTUAL', 'DIAGNOSE', 'POTENTIAL'],
    planAndValidateBlurred: free,
    showsTargetAndAverage: !free,
    canSaveBuildingProperties: !demo,
    saveDisabledTooltip: demo ? parameterMessages.demoReadOnly : null,
  };
}

/** Where the diagnose bottom navigation leads next (spec analysis §2.2). */
export type DiagnoseNext = DiagnoseTab | 'improvement-plan';

/**
 * Predict bottom navigation: Actual → Diagnose → Potential → 'View improvement plan'
 * (spec analysis §2.2).
 */
export function nextDiagnoseStep(tab: DiagnoseTab): DiagnoseNext {
  if (tab === 'ACTUAL') return 'DIAGNOSE';
  if (tab === 'DIAGNOSE') return 'POTENTIAL';
  return 'improvement-plan';
}

/**
 * Chart series of each diagnose tab (spec analysis §4.5): Actual shows Actual; Diagnose shows
 * Actual, Expected and the free potential; Potential shows Potential.
 */
export const DIAGNOSE_TAB_SERIES: Readonly<
  Record<DiagnoseTab, readonly ('actual' | 'expected' | 'potential')[]>
> = {
  ACTUAL: ['actual'],
  DIAGNOSE: ['actual', 'expected', 'potential'],
  POTENTIAL: ['potential'],
};
