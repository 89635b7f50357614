import {
  routeKeyMatcher,
  useApiClient,
  usePredictValidateOverview,
  useSpatialTree,
} from '@wattwise/api';
import {
  interventionCost,
  matchRoute,
  validateMessages,
  type InterventionInput,
} from '@wattwise/domain';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';

/**
 * The node of a validate address (/predict/:siteId[/:buildingId[/:floorId[/:spaceId]]]/validate)
 * as the path of the validate call: none for the site, the building's id, its floor node
 * (`building/floor`), or for a space `building/floor/space` (the server answers a floor or space
 * with its building's meter: meters hang on buildings).
 */
export function validateAddress(pathname: string): { siteId: string; path: string | null } {
  const { params } = matchRoute(pathname);
  const parts = [params.buildingId, params.floorId, params.spaceId].filter(
    (part): part is string => Boolean(part) && part !== 'DEFAULT',
  );
  return { siteId: params.siteId ?? '', path: parts.length > 0 ? parts.join('/') : null };
}

/**
 * What the validate screen shows as a whole: 'nothing' when there are neither readings nor bills to
 * check the model against (it then offers to connect a meter or upload readings).
 */
type ValidateState = 'loading' | 'error' | 'computing' | 'nothing' | 'ready';

/** How often the screen asks again while readings are calibrated (designed: a calibration takes seconds). */
const CALIBRATING_POLL_MS = 3_000;

/**
 * Predict validate (spec analysis §2.5, §7.1): observed against predicted over the last 12 months
 * with the Guideline 14 KPI cards; 'computing' until the automatic prediction exists; unpaid
 * sites get the server's placeholder, shown blurred.
 */
export function useValidate() {
  const { pathname } = useLocation();
  const { siteId, path } = useMemo(() => validateAddress(pathname), [pathname]);
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [uploaded, setUploaded] = useState(false);
  const overview = usePredictValidateOverview(
    siteId
      ? { params: { siteId }, query: { timespan: 'YEARLY', ...(path ? { path } : {}) } }
      : null,
    // While readings are being calibrated the answer changes by itself: ask again until it has.
    {
      refreshInterval: (latest) =>
        latest && !latest.hasAutoML && (uploaded || latest.basis === 'METER')
          ? CALIBRATING_POLL_MS
          : 0,
    },
  );
  const data = overview.data;
  const state: ValidateState = overview.error
    ? 'error'
    : !data
      ? 'loading'
      : data.hasAutoML
        ? 'ready'
        : data.basis === 'NONE' && !uploaded
          ? 'nothing'
          : 'computing';

  // Readings are uploaded to a building: the one in the address, or the site's only one.
  const tree = useSpatialTree(siteId ? { params: { siteId } } : null);
  const buildings = (tree.data ?? []).filter((node) => node.type === 'BUILDING');
  const uploadPath = path?.split('/')[0] ?? (buildings.length === 1 ? buildings[0]!.path : null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploadPending, setUploadPending] = useState(false);
  /** Sends a CSV of the building's readings; the ingest and calibration jobs take it from there. */
  async function uploadReadings(file: File): Promise<void> {
    if (!uploadPath) return;
    setUploadPending(true);
    setUploadError(null);
    try {
      const result = await client.call('data.meterData.upload', {
        params: { siteId, path: uploadPath },
        body: file,
      });
      if (!result.ok) setUploadError(result.error.message);
      else {
        setUploaded(true);
        await overview.mutate();
      }
    } finally {
      setUploadPending(false);
    }
  }

  const [interventionPending, setInterventionPending] = useState(false);
  /** Records the intervention of a double-clicked day: null when saved, else the error text. */
  async function createIntervention(input: InterventionInput): Promise<string | null> {
    setInterventionPending(true);
    const cost = interventionCost(input.cost);
    try {
      const result = await client.call('data.interventions.create', {
        params: { siteId, ...(path ? { path } : {}) },
        body: {
          stimulusType: 'ENERGY_USAGE',
          title: input.title,
          text: input.description,
          date: input.date ?? '',
          ...(cost !== null ? { cost } : {}),
        },
      });
      if (!result.ok) return result.error.message;
      // The new intervention's measured saving shows under the chart.
      await mutate(routeKeyMatcher('data.interventions.list'));
      return null;
    } finally {
      setInterventionPending(false);
    }
  }

  return {
    siteId,
    path,
    state,
    data,
    placeholder: data?.placeholder === true,
    computingMessage: validateMessages.computing,
    createIntervention,
    interventionPending,
    canUpload: uploadPath !== null,
    uploadReadings,
    uploadPending,
    uploadError,
    uploaded,
  };
}
