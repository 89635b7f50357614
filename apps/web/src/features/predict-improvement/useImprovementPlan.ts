import {
  routeKeyMatcher,
  useApiClient,
  usePredictImprovementList,
  usePredictImprovementPotential,
  type Scenario,
} from '@wattwise/api';
import { applyEpcTarget, initialSelection, type EpcRating } from '@wattwise/domain';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';

const noScenarios: Scenario[] = [];
const noIds: string[] = [];

/** The plan's first selection of a loaded list: the toggled scenarios, by the domain's rules. */
export function planSelection(scenarios: readonly Scenario[]): string[] {
  return initialSelection(
    scenarios,
    scenarios.filter((s) => s.toggled).map((s) => s.id),
  );
}

/** The site and building of the plan's address (/predict/:siteId[/:buildingId]/improvement-plan). */
export function usePlanAddress(): { siteId: string; buildingId: string | null } {
  const { siteId = '', buildingId } = useParams();
  return { siteId, buildingId: buildingId && buildingId !== 'DEFAULT' ? buildingId : null };
}

/** An EPC wizard outcome: the target, the ids kept, and the 'Target not feasible' warning. */
export interface WizardState {
  target: EpcRating;
  ids: string[];
  warning: { title: string; message: string } | null;
}

/**
 * The Predict improvement plan of one building (spec analysis §2.3, §4.1, §7.1): the scenario
 * list, the toggled selection (kept when the list reloads), the results of the selection, and the
 * EPC wizard. Selection rules come from packages/domain.
 */
export function useImprovementPlan(siteId: string, buildingId: string | null) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const nodeParams = buildingId ? { siteId, path: buildingId } : null;
  const list = usePredictImprovementList(nodeParams ? { params: nodeParams } : null);
  const scenarios = list.data?.scenarios ?? noScenarios;

  // The selection is derived from the list as it renders, not set by an effect after it: the
  // first render (the server's, then the browser's hydration) already shows the toggles and asks
  // for the results of the initial selection, so nothing moves once the page has painted.
  const [chosen, setSelected] = useState<string[] | null>(null);
  const loaded = list.data?.scenarios;
  const selectedIds = useMemo(() => {
    if (!loaded) return chosen ?? noIds;
    if (chosen === null) return planSelection(loaded);
    const ids = new Set(loaded.map((s) => s.id));
    return chosen.filter((id) => ids.has(id));
  }, [loaded, chosen]);

  const potential = usePredictImprovementPotential(
    nodeParams && selectedIds.length > 0
      ? { params: nodeParams, query: { selectedScenarios: selectedIds.join(';') } }
      : null,
    { keepPreviousData: true },
  );

  const [wizard, setWizard] = useState<WizardState | null>(null);
  const shown = useMemo(
    () => (wizard ? scenarios.filter((s) => wizard.ids.includes(s.id)) : scenarios),
    [scenarios, wizard],
  );

  const refresh = useCallback(async () => {
    await Promise.all([
      mutate(routeKeyMatcher('predict.improvement.list', { siteId })),
      mutate(routeKeyMatcher('predict.improvement.potential', { siteId })),
      mutate(routeKeyMatcher('predict.improvement.edit.get', { siteId })),
    ]);
  }, [mutate, siteId]);

  /** EPC wizard: the server's best reachable rating, then the domain's filter and selection. */
  const applyTarget = useCallback(
    async (target: EpcRating): Promise<string | null> => {
      if (!buildingId) return null;
      const result = await client.call('predict.improvement.target', {
        params: { siteId, buildingId },
        query: { target },
      });
      if (!result.ok) return result.error.message;
      // A+ (non-domestic below zero) reaches every target of the wizard's A to G.
      const best = result.data.potentialRating === 'A+' ? 'A' : result.data.potentialRating;
      const outcome = applyEpcTarget(scenarios, list.data?.scenarioIds ?? {}, target, best);
      setWizard({ target, ids: outcome.scenarios.map((s) => s.id), warning: outcome.warning });
      setSelected(outcome.selected);
      return null;
    },
    [buildingId, client, list.data, scenarios, siteId],
  );

  /** Hide, complete or delete: permanent for the user (spec analysis §4.1); the list re-fetches. */
  const removeScenario = useCallback(
    async (kind: 'hide' | 'complete' | 'delete', scenarioId: string): Promise<string | null> => {
      const input = { params: { siteId, scenarioId, path: buildingId ?? undefined } };
      const result =
        kind === 'hide'
          ? await client.call('predict.improvement.hide', input)
          : kind === 'complete'
            ? await client.call('predict.improvement.complete', input)
            : await client.call('predict.improvement.delete', input);
      if (!result.ok) return result.error.message;
      setSelected(selectedIds.filter((id) => id !== scenarioId));
      await refresh();
      return null;
    },
    [buildingId, client, refresh, selectedIds, siteId],
  );

  /** Edit save: id plus one field per parameter; the list and results re-fetch (spec §4.2). */
  const saveEdit = useCallback(
    async (
      scenarioId: string,
      values: Record<string, string | number | boolean | null>,
    ): Promise<string | null> => {
      if (!buildingId) return null;
      const result = await client.call('predict.improvement.edit.save', {
        params: { siteId, path: buildingId, scenarioId },
        body: { ...values, id: scenarioId },
      });
      if (!result.ok) return result.error.message;
      await refresh();
      return null;
    },
    [buildingId, client, refresh, siteId],
  );

  /** 'Set ROI': the server stores the cost giving that payback; the list and results re-fetch. */
  const setRoi = useCallback(
    async (scenarioId: string, roiYears: number): Promise<string | null> => {
      if (!buildingId) return null;
      const result = await client.call('predict.improvement.roi', {
        params: { siteId, path: buildingId, scenarioId },
        body: { roiYears },
      });
      if (!result.ok) return result.error.message;
      await refresh();
      return null;
    },
    [buildingId, client, refresh, siteId],
  );

  return {
    list,
    scenarios: shown,
    isPlaceholder: list.data?.placeholder === true,
    currentEpc: (list.data?.currentEPC ?? null) as EpcRating | null,
    selectedIds,
    setSelected: (ids: string[]) => setSelected(ids),
    potential,
    wizard,
    applyTarget,
    clearWizard: () => setWizard(null),
    dismissWarning: () => setWizard((w) => (w ? { ...w, warning: null } : w)),
    removeScenario,
    saveEdit,
    setRoi,
    refresh,
  };
}
