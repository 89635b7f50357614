import { routeKeyMatcher, useApiClient } from '@wattwise/api';
import { DEBOUNCE_MS, meterCheckErrorToast, validateMpanForConnect } from '@wattwise/domain';
import type { MeterEligibility } from '@wattwise/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { cropToPng, type ImageCrop } from '../../platform/images/cropToPng';
import { useShowToast } from '../../platform/toasts/ToastProvider';

/**
 * Update site image (spec shell §4): crop, upload (POST /api/user/site/logo/{siteId}), then the
 * header and the home card show the new logo. A failure shows the spec's upload message.
 */
export function useSiteLogoUpload(siteId: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [hasError, setError] = useState(false);
  const upload = useCallback(
    async (image: { url: string }, crop: ImageCrop): Promise<boolean> => {
      setError(false);
      try {
        const body = await cropToPng(image.url, crop);
        const result = await client.call('user.site.logo.upload', { params: { siteId }, body });
        if (!result.ok) throw new Error(result.error.message);
        await mutate(routeKeyMatcher('user.site.logo.get', { siteId }));
        return true;
      } catch {
        setError(true);
        return false;
      }
    },
    [client, mutate, siteId],
  );
  return { upload, hasError, clearError: () => setError(false) };
}

/**
 * Connect smart meter (spec shell §4 "Meter and MPAN"): the MPAN is checked 500 ms after typing
 * stops (GET /api/user/electralink/meterCheck), then submitted for the building; the submit's
 * error text is shown in the dialog.
 */
export function useConnectMeter(siteId: string, buildingPath: string | undefined) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const showToast = useShowToast();
  const [eligibility, setEligibility] = useState<MeterEligibility>('unknown');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onMpanChange = useCallback(
    (mpan: string) => {
      clearTimeout(timer.current);
      if (!validateMpanForConnect(mpan).ok) {
        setEligibility('unknown');
        return;
      }
      setEligibility('validating');
      timer.current = setTimeout(() => {
        void client.call('user.electralink.meterCheck', { query: { mpan } }).then((result) => {
          if (result.ok) {
            setEligibility(result.data.validMeter ? 'valid' : 'not-eligible');
            return;
          }
          setEligibility('unknown');
          showToast(
            meterCheckErrorToast('status' in result.error ? result.error.status : undefined),
          );
        });
      }, DEBOUNCE_MS.mpan);
    },
    [client, showToast],
  );

  const submit = useCallback(
    async (mpan: string): Promise<boolean> => {
      if (!buildingPath) return false;
      setPending(true);
      setSubmitError(null);
      const result = await client.call('predict.register.connectMeter', {
        body: { mpan, siteId, path: buildingPath },
      });
      setPending(false);
      if (!result.ok) {
        setSubmitError(result.error.message);
        return false;
      }
      await mutate(routeKeyMatcher('spatial.tree', { siteId }));
      return true;
    },
    [buildingPath, client, mutate, siteId],
  );

  const reset = useCallback(() => {
    setEligibility('unknown');
    setSubmitError(null);
  }, []);

  return { eligibility, onMpanChange, submit, submitError, isPending, reset };
}
