import { useApiClient, usePredictValidateOverview } from '@wattwise/api';
import { matchRoute, validateMessages, type InterventionInput } from '@wattwise/domain';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

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

/** What the validate screen shows as a whole. */
export type ValidateState = 'loading' | 'error' | 'computing' | 'ready';

/**
 * Predict validate (spec analysis §2.5, §7.1): observed against predicted over the last 12 months
 * with the Guideline 14 KPI cards; 'computing' until the automatic prediction exists; unpaid
 * sites get the server's placeholder, shown blurred.
 */
export function useValidate() {
  const { pathname } = useLocation();
  const { siteId, path } = useMemo(() => validateAddress(pathname), [pathname]);
  const client = useApiClient();
  const overview = usePredictValidateOverview(
    siteId
      ? { params: { siteId }, query: { timespan: 'YEARLY', ...(path ? { path } : {}) } }
      : null,
  );
  const data = overview.data;
  const state: ValidateState = overview.error
    ? 'error'
    : !data
      ? 'loading'
      : !data.hasAutoML
        ? 'computing'
        : 'ready';

  const [interventionPending, setInterventionPending] = useState(false);
  /** Records the intervention of a double-clicked day: null when saved, else the error text. */
  async function createIntervention(input: InterventionInput): Promise<string | null> {
    setInterventionPending(true);
    try {
      const result = await client.call('data.interventions.create', {
        params: { siteId, ...(path ? { path } : {}) },
        body: {
          stimulusType: 'ENERGY_USAGE',
          title: input.title,
          text: input.description,
          date: input.date ?? '',
          ...(input.cost !== null && input.cost !== undefined && input.cost !== ''
            ? { cost: Number(input.cost) }
            : {}),
        },
      });
      return result.ok ? null : result.error.message;
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
  };
}

export type ValidateView = ReturnType<typeof useValidate>;
