import { useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiError } from '../client/apiError';
import { useApiClient } from './ApiClientProvider';
import { routeKeyMatcher } from './routeKeyMatcher';

/**
 * DELETE /api/user/site/delete/{siteId} (shell §4, §7: non-200 is failure). On success every
 * cached site list (list, stubs, map summary) refreshes. Resolves to the error, or null.
 */
export function useSiteDelete() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [isPending, setPending] = useState(false);
  const deleteSite = useCallback(
    async (siteId: string): Promise<ApiError | null> => {
      setPending(true);
      try {
        const result = await client.call('user.site.delete', { params: { siteId } });
        if (!result.ok) return result.error;
        await Promise.all(
          (['user.site.list', 'user.site.stubs', 'user.mapsummary'] as const).map((name) =>
            mutate(routeKeyMatcher(name)),
          ),
        );
        return null;
      } finally {
        setPending(false);
      }
    },
    [client, mutate],
  );
  return { deleteSite, isPending };
}

/** An object URL for a blob answer (a logo), revoked when the blob changes or the caller unmounts. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
