import { useApiClient, type SiteStub } from '@wattwise/api';
import { toastTitles, shellErrorMessages, errorToast } from '@wattwise/domain';
import type { ShellProduct } from '@wattwise/ui';
import { useCallback } from 'react';
import { useShowToast } from '../../platform/toasts/ToastProvider';

/** Downloads the site's PDF report (GET /api/{predict|optimise}/{siteId}/pdf, spec shell §7). */
export function useReportDownload() {
  const client = useApiClient();
  const showToast = useShowToast();
  return useCallback(
    async (product: ShellProduct, site: SiteStub) => {
      const result =
        product === 'PREDICT'
          ? await client.call('predict.pdf', { params: { siteId: site.id } })
          : await client.call('optimise.pdf', { params: { siteId: site.id } });
      if (!result.ok || !result.data) {
        showToast(errorToast(toastTitles.error, shellErrorMessages.deleteSiteFailed));
        return;
      }
      const url = URL.createObjectURL(result.data);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${site.name}.pdf`;
      link.click();
      URL.revokeObjectURL(url);
    },
    [client, showToast],
  );
}
