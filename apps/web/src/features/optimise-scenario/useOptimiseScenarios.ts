import {
  routeKeyMatcher,
  type CachedRouteName,
  useApiClient,
  useOptimiseScenarioList,
  useOptimiseScenarioPotential,
  type Scenario,
} from '@wattwise/api';
import { initialSelection, isDemoSite } from '@wattwise/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';

const none: Scenario[] = [];

/** The cached answers a change of the user's scenarios makes stale. */
const changed: CachedRouteName[] = [
  'optimise.scenario.list',
  'optimise.scenario.potential',
  'optimise.scenario.edit.get',
  'optimise.scenario.timeline',
];

/**
 * The Optimise scenarios of one node (spec analysis §2.3, §4.1, §4.2, §7.1): recommended and
 * completed scenarios, the selection (initially the user's stored one, kept when the list reloads
 * and stored per user on every change), the results of the selection, edit save and implement.
 */
export function useOptimiseScenarios(siteId: string, path: string | null) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const node = useMemo(() => (path ? { siteId, path } : null), [siteId, path]);
  const list = useOptimiseScenarioList(node ? { params: node, query: {} } : null);
  const recommended = list.data?.recommendedScenarios ?? none;
  const completed = list.data?.completedScenarios ?? none;
  const writable = !isDemoSite(siteId);

  const [selected, setSelected] = useState<string[] | null>(null);
  useEffect(() => {
    if (!list.data) return;
    const all = [...list.data.recommendedScenarios, ...list.data.completedScenarios];
    const ids = new Set(all.map((s) => s.id));
    setSelected((current) =>
      current === null
        ? initialSelection(
            all,
            all.filter((s) => s.toggled).map((s) => s.id),
          )
        : current.filter((id) => ids.has(id)),
    );
  }, [list.data]);
  const selectedIds = selected ?? [];

  const [saveError, setSaveError] = useState<string | null>(null);
  /** A change of selection re-fetches the results (§4.1) and is stored for the user. */
  const select = useCallback(
    (ids: string[]) => {
      setSelected(ids);
      if (!node || !writable) return;
      void client
        .call('optimise.scenario.selection', { params: node, body: { selectedScenarios: ids } })
        .then((result) => setSaveError(result.ok ? null : result.error.message));
    },
    [client, node, writable],
  );

  const potential = useOptimiseScenarioPotential(
    node && selectedIds.length > 0
      ? { params: node, query: { selectedScenarios: selectedIds.join(';') } }
      : null,
    { keepPreviousData: true },
  );

  const refresh = useCallback(async () => {
    await Promise.all(changed.map((name) => mutate(routeKeyMatcher(name, { siteId }))));
  }, [mutate, siteId]);

  /** Edit save (§4.2): the scenario's indicators refresh, the results re-fetch if it is selected. */
  const saveEdit = useCallback(
    async (
      scenarioId: string,
      values: Record<string, string | number | boolean | null>,
    ): Promise<string | null> => {
      if (!path) return null;
      const result = await client.call('optimise.scenario.edit.save', {
        params: { siteId, path, scenarioId },
        body: { ...values, id: scenarioId },
      });
      if (!result.ok) return result.error.message;
      await refresh();
      return null;
    },
    [client, path, refresh, siteId],
  );

  /** Implement: the scenario moves from Recommended to Completed for this user (§7.1). */
  const implement = useCallback(
    async (scenario: Scenario): Promise<string | null> => {
      if (!path) return null;
      const result = await client.call('optimise.scenario.implement', {
        params: { siteId, path, scenarioId: scenario.id },
        body: scenario,
      });
      if (!result.ok) return result.error.message;
      await refresh();
      return null;
    },
    [client, path, refresh, siteId],
  );

  return {
    list,
    recommended,
    completed,
    writable,
    selectedIds,
    select,
    saveError,
    potential,
    saveEdit,
    implement,
    refresh,
  };
}
