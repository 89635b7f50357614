import {
  useApiClient,
  useDiagnose as useDiagnoseRoute,
  useDiagnoseSchemes,
  useSpatialTree,
  useTariffs,
  useUserSiteStubs,
} from '@wattwise/api';
import {
  DEBOUNCE_MS,
  DEFAULT_SCHEME,
  PAYMENT_TYPE,
  buildPath,
  matchRoute,
  schemeLabel,
} from '@wattwise/domain';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { RECALIBRATION_POLL_MS, useRefreshWhile } from '../../platform/refresh/useRefreshWhile';

/** The value after it has stopped changing for `ms` milliseconds. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * What the diagnose screen shows as a whole: loading, failed, recalibrating, model error, figures,
 * or (Optimise) a site without a building to diagnose.
 */
type DiagnoseState = 'loading' | 'error' | 'recalibrating' | 'modelError' | 'noBuilding' | 'ready';

/** Predict (tiered, ends in the improvement plan) or Optimise (not tiered, ends in scenarios). */
export type DiagnoseVariant = 'predict' | 'optimise';

/**
 * Diagnose state (spec analysis §2.2): the site or building of the address, the schemes of the
 * Diagnose and Potential selectors (CIBSE by default, debounced 500 ms), the diagnosis, the tariff
 * suggestions, and whether the site is paid (free Predict sites use Actual only; Optimise is not
 * tiered). The Optimise variant asks /api/optimise/diagnose and leads on to the scenarios.
 */
export function useDiagnose(variant: DiagnoseVariant = 'predict') {
  const optimise = variant === 'optimise';
  const { pathname } = useLocation();
  const { siteId, buildingId } = useMemo(() => {
    const { params } = matchRoute(pathname);
    return { siteId: params.siteId ?? '', buildingId: params.buildingId };
  }, [pathname]);

  const [diagnoseScheme, setDiagnoseScheme] = useState<string>(DEFAULT_SCHEME);
  const [potentialScheme, setPotentialScheme] = useState<string>(DEFAULT_SCHEME);
  const diagnoseMetric = useDebounced(diagnoseScheme, DEBOUNCE_MS.scheme);
  const potentialMetric = useDebounced(potentialScheme, DEBOUNCE_MS.scheme);

  const schemes = useDiagnoseSchemes();
  const schemeOptions = useMemo(() => {
    const keys = (schemes.data ?? []).map((scheme) => scheme.key);
    if (!keys.includes(DEFAULT_SCHEME)) keys.unshift(DEFAULT_SCHEME);
    return keys.map((key) => ({ id: key, label: schemeLabel(key) }));
  }, [schemes.data]);

  const diagnosis = useDiagnoseRoute(
    siteId
      ? {
          params: { product: variant, siteId, ...(buildingId ? { buildingId } : {}) },
          query: { diagnoseMetric, potentialMetric },
        }
      : null,
    { keepPreviousData: true },
  );
  // While a new run is modelling the building, ask again until its figures are stored.
  useRefreshWhile(
    diagnosis.data?.energyModelRunning === 'TRUE',
    diagnosis.mutate,
    RECALIBRATION_POLL_MS,
  );
  const tariffs = useTariffs(
    siteId ? { params: { siteId, optional: buildingId ?? siteId } } : null,
  );
  const stubs = useUserSiteStubs();
  const stub = stubs.data?.find((site) => site.id === siteId);
  // Until the stub has arrived the site counts as free, so no paid figure shows unlocked early.
  const paid = optimise || (stub?.paid ?? false);
  // An Optimise site diagnoses its buildings: without one it asks for one (spec analysis §2.2).
  const tree = useSpatialTree(optimise && siteId ? { params: { siteId } } : null);
  const hasBuilding = (tree.data ?? []).some((node) => node.type === 'BUILDING');

  let state: DiagnoseState = 'ready';
  const data = diagnosis.data;
  if (optimise && tree.data && !hasBuilding) state = 'noBuilding';
  else if (data?.energyModelRunning === 'TRUE') state = 'recalibrating';
  else if (data?.energyModelRunning === 'ERROR') state = 'modelError';
  else if (diagnosis.error && !data) state = 'error';
  else if (!data) state = 'loading';

  const node = buildingId ? { siteId, buildingId } : { siteId };
  // Where the bottom navigation ends: the improvement plan, or (Optimise) the scenarios.
  const planPath = optimise
    ? buildPath(buildingId ? 'optimise-building-scenarios' : 'optimise-site-scenarios', node)
    : buildPath(buildingId ? 'predict-building-plan' : 'predict-site-plan', node);

  const client = useApiClient();
  const [upgradePending, setUpgradePending] = useState(false);
  /** Starts the Premium checkout (POST /api/payments/upgrade) and opens it in a new tab. */
  async function upgrade(billingEmail: string): Promise<boolean> {
    setUpgradePending(true);
    try {
      const result = await client.call('payments.upgrade', {
        params: { siteId },
        body: { billingEmail, type: PAYMENT_TYPE },
      });
      if (!result.ok) return false;
      window.open(result.data._links.checkout.href, '_blank', 'noopener');
      return true;
    } finally {
      setUpgradePending(false);
    }
  }

  // Building Parameters is a Predict screen (spec analysis §2.1).
  const parametersPath =
    buildingId && !optimise
      ? `${buildPath('predict-building-diagnose', { siteId, buildingId })}?editing=true`
      : null;

  return {
    siteId,
    buildingId,
    parametersPath,
    state,
    diagnosis: data,
    isUpdating: diagnosis.isValidating,
    tariffs: tariffs.data,
    tariffsLoading: tariffs.isLoading,
    paid,
    schemeOptions,
    diagnoseScheme,
    setDiagnoseScheme,
    potentialScheme,
    setPotentialScheme,
    planPath,
    upgrade,
    upgradePending,
  };
}
