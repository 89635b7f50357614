import {
  useApiClient,
  usePredictSchedulesGet,
  usePredictSchedulesSpaces,
  type RouteResponse,
} from '@wattwise/api';
import { isDemoSite } from '@wattwise/domain';
import { useEffect, useMemo, useState } from 'react';
import { useModelRunStarted } from '../../platform/refresh/useModelRunStarted';

export type Schedule = RouteResponse<'predict.schedules.get'>[number];

/**
 * The schedules of one space (spec analysis §2.9, §4.9, §7.4): the building's spaces for the room
 * picker, the space's schedules sorted by title as an editable draft, and Save (POST), which
 * starts a model run on the server, so the figures' caches are refreshed.
 */
export function useSchedules(siteId: string, buildingId: string, spacePath: string | null) {
  const client = useApiClient();
  const modelRunStarted = useModelRunStarted();
  const spaces = usePredictSchedulesSpaces({ params: { siteId, path: buildingId } });
  const answer = usePredictSchedulesGet(spacePath ? { params: { siteId, path: spacePath } } : null);
  const sorted = useMemo(
    () => [...(answer.data ?? [])].sort((a, b) => a.title.localeCompare(b.title)),
    [answer.data],
  );
  const [draft, setDraft] = useState<Schedule[]>(sorted);
  const [isDirty, setDirty] = useState(false);
  const [isPending, setPending] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);

  // A new answer (another room, or the saved schedules coming back) replaces the draft.
  useEffect(() => {
    setDraft(sorted);
    setDirty(false);
  }, [sorted]);

  function change(index: number, next: Schedule) {
    setDraft((old) => old.map((schedule, i) => (i === index ? next : schedule)));
    setDirty(true);
    setSavedAt(null);
  }

  async function save(): Promise<boolean> {
    if (!spacePath) return false;
    setPending(true);
    setSaveError(null);
    try {
      const result = await client.call('predict.schedules.save', {
        params: { siteId, path: spacePath },
        body: draft,
      });
      if (!result.ok) {
        setSaveError(result.error.message);
        return false;
      }
      setDirty(false);
      setSavedAt(Date.now());
      await modelRunStarted(siteId);
      return true;
    } finally {
      setPending(false);
    }
  }

  return {
    spaces: spaces.data ?? [],
    spacesLoading: spaces.isLoading,
    schedules: draft,
    isLoading: spacePath !== null && answer.isLoading,
    loadError: answer.error ?? spaces.error,
    isDemo: isDemoSite(siteId),
    isDirty,
    isPending,
    saveError,
    isSaved: savedAt !== null,
    change,
    save,
  };
}
