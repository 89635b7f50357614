import { useApiClient, usePredictParametersGet, type RouteResponse } from '@wattwise/api';
import { isDemoSite } from '@wattwise/domain';
import type { BuildingParameter, ParameterGroup, ParameterValue } from '@wattwise/ui';
import { useMemo, useState } from 'react';
import { useModelRunStarted } from '../../platform/refresh/useModelRunStarted';

type Groups = RouteResponse<'predict.parameters.get'>;
type Errors = RouteResponse<'predict.parameters.save'>['errors'];

/** What the last save answered: nothing yet, saved, or refused with errors by parameter. */
export type SaveOutcome = { kind: 'none' } | { kind: 'saved' } | { kind: 'errors' };

/**
 * Building parameters of one building (spec analysis §2.8, §4.6, §7.4): the server's groups with
 * each parameter's error from the last save, save (changes keyed by target path) and delete.
 * A save or delete starts a model run on the server, so the figures' caches are refreshed.
 */
export function useBuildingParameters(siteId: string, buildingId: string) {
  const client = useApiClient();
  const modelRunStarted = useModelRunStarted();
  const answer = usePredictParametersGet({ params: { siteId, path: buildingId } });
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<SaveOutcome>({ kind: 'none' });
  const [isPending, setPending] = useState(false);

  const byId = useMemo(() => {
    const map = new Map<string, Groups[number]['parameters'][number]>();
    for (const group of answer.data ?? [])
      for (const parameter of group.parameters) map.set(parameter.id, parameter);
    return map;
  }, [answer.data]);

  const groups: ParameterGroup[] = useMemo(
    () =>
      (answer.data ?? []).map((group) => ({
        categoryName: group.categoryName,
        description: group.description,
        order: group.order,
        parameters: group.parameters.map((parameter): BuildingParameter => ({
          id: parameter.id,
          name: parameter.name,
          type: parameter.type,
          value: parameter.value,
          unit: parameter.unit,
          optional: parameter.optional,
          possibleValuesKey: parameter.possibleValuesKey,
          possibleValuesText: parameter.possibleValuesText,
          min: parameter.min ?? null,
          max: parameter.max ?? null,
          error: errors[parameter.id]?.[parameter.targetPath] ?? null,
        })),
      })),
    [answer.data, errors],
  );

  /** POST the changes keyed by target path, then id (analysis §7.4). */
  async function save(changes: Record<string, ParameterValue>): Promise<SaveOutcome> {
    const body: Record<string, Record<string, ParameterValue>> = {};
    for (const [id, value] of Object.entries(changes)) {
      const targetPath = byId.get(id)?.targetPath ?? buildingId;
      body[targetPath] = { ...body[targetPath], [id]: value };
    }
    setPending(true);
    try {
      const result = await client.call('predict.parameters.save', { params: { siteId }, body });
      const next: Errors = result.ok
        ? result.data.errors
        : // A refusal of the whole request (e.g. a demo site) is shown against every change.
          Object.fromEntries(
            Object.keys(changes).map((id) => [
              id,
              { [byId.get(id)?.targetPath ?? buildingId]: result.error.message },
            ]),
          );
      setErrors(next);
      const done: SaveOutcome =
        Object.keys(next).length === 0 ? { kind: 'saved' } : { kind: 'errors' };
      setOutcome(done);
      if (done.kind === 'saved') await modelRunStarted(siteId);
      return done;
    } finally {
      setPending(false);
    }
  }

  /** DELETE an optional parameter (analysis §7.4); answers the error text, or null. */
  async function remove(parameterId: string): Promise<string | null> {
    setPending(true);
    try {
      const result = await client.call('predict.parameters.delete', {
        params: { siteId, parameterId, path: buildingId },
      });
      if (!result.ok) return result.error.message;
      await modelRunStarted(siteId);
      return null;
    } finally {
      setPending(false);
    }
  }

  return {
    groups,
    isLoading: answer.isLoading,
    loadError: answer.error,
    isDemo: isDemoSite(siteId),
    isPending,
    outcome,
    clearOutcome: () => setOutcome({ kind: 'none' }),
    save,
    remove,
  };
}
