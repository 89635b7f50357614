import '@wattwise/ui/style.css';
import { useEventsList } from '@wattwise/api';
import { buildPath } from '@wattwise/domain';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { WithApiClient } from '../../platform/api/WithApiClient';
import { RegistrationLoading } from './RegistrationLoading';

/** How often the site's events are asked for while its model runs. */
export const MODEL_POLL_INTERVAL_MS = 2_000;

/** Whether the site's events show the model job finished (ENERGY_MODEL COMPLETE or FAILED). */
function modelJobFinished(
  events: readonly { type: string; status: string }[] | undefined,
): boolean {
  return (events ?? []).some(
    (e) => e.type === 'ENERGY_MODEL' && (e.status === 'COMPLETE' || e.status === 'FAILED'),
  );
}

/**
 * /predict/{siteId}/afterregistration: the loading screen (messages rotating every 5 s) while the
 * new site's model job runs; once its ENERGY_MODEL event is COMPLETE (or FAILED, which the site's
 * screens report), or the events cannot be read, it goes on to the site root (spec shell §2, §4).
 */
export function AfterRegistration() {
  const { siteId = '' } = useParams();
  const navigate = useNavigate();
  const events = useEventsList(
    { params: { siteId }, query: { type: 'ENERGY_MODEL' } },
    { refreshInterval: MODEL_POLL_INTERVAL_MS, dedupingInterval: 0 },
  );
  const done = modelJobFinished(events.data) || events.error !== undefined;
  useEffect(() => {
    if (done) navigate(buildPath('predict-site', { siteId }), { replace: true });
  }, [done, navigate, siteId]);
  return <RegistrationLoading />;
}

export default function AfterRegistrationScreen() {
  return (
    <WithApiClient>
      <AfterRegistration />
    </WithApiClient>
  );
}
