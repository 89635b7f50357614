import {
  routeIndex,
  useApiClient,
  useBuildingdataBuildingTypes,
  useEstateOverview,
  type EstateOverview,
} from '@wattwise/api';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The home map's filter, as the estate's query and the page's address. */
export interface EstateFilter {
  buildingType?: string;
  product?: 'PREDICT' | 'OPTIMISE';
  energyUsage?: 'HIGH' | 'OK' | 'LOW';
}

const FILTER_KEYS = ['buildingType', 'product', 'energyUsage'] as const;

function filterOf(params: URLSearchParams): EstateFilter {
  const filter: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filter[key] = value;
  }
  return filter as EstateFilter;
}

/** Downloads a blob answer of the estate as a file. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The estate at a glance: its overview for the filter in the address, the building types to
 * filter by, the CSV and PDF downloads and whether a building is let.
 */
export function useEstate() {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOf(params), [params]);
  const overview = useEstateOverview({ params: {}, query: filter });
  const types = useBuildingdataBuildingTypes({ params: {}, query: {} });
  const [downloading, setDownloading] = useState<'csv' | 'pdf' | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const setFilter = useCallback(
    (key: keyof EstateFilter, value: string | null) => {
      const next = new URLSearchParams(params);
      if (value) next.set(key, value);
      else next.delete(key);
      setParams(next, { replace: true });
    },
    [params, setParams],
  );

  const download = useCallback(
    async (kind: 'csv' | 'pdf') => {
      setDownloading(kind);
      setDownloadFailed(false);
      try {
        const result = await client.call(kind === 'csv' ? 'estate.csv' : 'estate.pdf', {
          params: {},
          query: filter,
        });
        if (!result.ok || !result.data) setDownloadFailed(true);
        else save(result.data, `estate.${kind}`);
      } finally {
        setDownloading(null);
      }
    },
    [client, filter],
  );

  const setLet = useCallback(
    async (siteId: string, buildingId: string, letToTenants: boolean) => {
      const result = await client.call('estate.letting.save', {
        params: { siteId, buildingId },
        body: { letToTenants },
      });
      if (result.ok) await overview.mutate();
      return result.ok;
    },
    [client, overview],
  );

  const data: EstateOverview | undefined = overview.data;
  // A link, not a fetch: the browser streams every reading of the estate to disk.
  const query = new URLSearchParams(filter as Record<string, string>).toString();
  const search = query ? `?${query}` : '';
  const readingsHref = `${routeIndex['estate.readings.csv'].path}${search}`;
  // The same for each site's model series, plan and KPIs, written site by site as they are read.
  const tableHrefs = {
    series: `${routeIndex['estate.export.csv'].path.replace('{table}', 'series')}${search}`,
    plan: `${routeIndex['estate.export.csv'].path.replace('{table}', 'plan')}${search}`,
    kpis: `${routeIndex['estate.export.csv'].path.replace('{table}', 'kpis')}${search}`,
  };
  return {
    filter,
    setFilter,
    data,
    isLoading: overview.isLoading,
    error: overview.error,
    buildingTypes: types.data ?? {},
    download,
    downloading,
    downloadFailed,
    readingsHref,
    tableHrefs,
    setLet,
  };
}
