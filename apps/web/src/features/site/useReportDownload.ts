import { useApiClient, type SiteStub } from '@wattwise/api';
import { reportDownloadFailedToast } from '@wattwise/domain';
import type { ShellProduct } from '@wattwise/ui';
import { useCallback, useState } from 'react';
import { useShowToast } from '../../platform/toasts/ToastProvider';

/**
 * Downloads the site's PDF report (GET /api/{predict|optimise}/{siteId}/pdf, spec shell §7);
 * `isPending` holds while it downloads, for the pending overlay (spec shell §4).
 */
export function useReportDownload() {
  const client = useApiClient();
  const showToast = useShowToast();
  const [isPending, setPending] = useState(false);
  const download = useCallback(
    async (product: ShellProduct, site: SiteStub) => {
      setPending(true);
      try {
        const result =
          product === 'PREDICT'
            ? await client.call('predict.pdf', { params: { siteId: site.id } })
            : await client.call('optimise.pdf', { params: { siteId: site.id } });
        if (!result.ok || !result.data) {
          showToast(reportDownloadFailedToast());
          return;
        }
        const url = URL.createObjectURL(result.data);
        const link = document.createElement('a');
        link.href = url;
        link.download = `${site.name}.pdf`;
        link.click();
        URL.revokeObjectURL(url);
      } finally {
        setPending(false);
      }
    },
    [client, showToast],
  );
  return { download, isPending };
}
