import { useDataInterventionsList } from '@wattwise/api';
import { MeasuredSavingList, type MeasuredSavingItem } from '@wattwise/ui';
import { useMemo } from 'react';

/**
 * Validate's section of savings measured since the node's interventions (the server works them out
 * at the meters, IPMVP Option C): one line a fuel, nothing when no intervention has readings
 * around it. Kept apart from the screen so the readings shown beside it can change on their own.
 */
export function ValidateSavings({ siteId, path }: { siteId: string; path: string | null }) {
  const interventions = useDataInterventionsList({
    params: { siteId, ...(path ? { path } : {}) },
    query: {},
  });
  const savings = useMemo(
    () =>
      (interventions.data ?? []).flatMap((intervention, index) =>
        (intervention.measuredSavings ?? []).map((saving): MeasuredSavingItem => ({
          id: `${intervention.id ?? `${intervention.dateTime}-${index}`}-${saving.fuel}`,
          sentence: saving.sentence,
          avoidedCostGbp: saving.avoidedCostGbp,
          uncertaintyCostGbp: saving.uncertaintyCostGbp,
          avoidedCarbonKg: saving.avoidedCarbonKg,
          uncertaintyCarbonKg: saving.uncertaintyCarbonKg,
          notes: saving.notes,
        })),
      ),
    [interventions.data],
  );
  if (savings.length === 0) return null;
  return <MeasuredSavingList savings={savings} />;
}
