import { energyModelNotice } from '@wattwise/domain';
import { Banner } from '@wattwise/ui';
import { RECALIBRATION_POLL_MS, useRefreshWhile } from '../../platform/refresh/useRefreshWhile';

/** The notice's accessible name (ours). */
const modelUpdatingLabel = 'Figures being updated';

/**
 * While a building is being modelled again (a new model run, or figures an earlier engine made
 * waiting for theirs), the plan keeps showing the stored figures and says so in the spec's words
 * ('We are currently recalibrating your building's predictions. Please wait'); it asks again
 * until the run has finished, then shows the new figures.
 */
export function ModelUpdatingNotice({
  energyModelRunning,
  refresh,
}: {
  energyModelRunning: string | null | undefined;
  refresh: () => unknown;
}) {
  const notice = energyModelNotice(energyModelRunning);
  const updating = energyModelRunning === 'TRUE';
  useRefreshWhile(updating, refresh, RECALIBRATION_POLL_MS);
  if (!notice || !updating) return null;
  return (
    <Banner tone="caution" aria-label={modelUpdatingLabel}>
      {notice.message}
    </Banner>
  );
}
