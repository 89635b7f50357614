import { routeKeyMatcher, useApiClient } from '@wattwise/api';
import {
  canSubmitMeter,
  connectMeterReducer,
  DEBOUNCE_MS,
  INITIAL_CONNECT_METER,
  meterCheckErrorToast,
} from '@wattwise/domain';
import { useCallback, useEffect, useReducer, useState } from 'react';
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
 * Connect smart meter (spec shell §4 "Meter and MPAN", "Connect-meter dialog"): the dialog's
 * state is the domain's connectMeterReducer; a well-formed MPAN is checked 500 ms after typing
 * stops (GET /api/user/electralink/meterCheck), then submitted for the building; the submit's
 * error text is shown in the dialog. Mount it with the dialog: each opening starts afresh.
 */
export function useConnectMeter(siteId: string, buildingPath: string | undefined) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const showToast = useShowToast();
  const [state, dispatch] = useReducer(connectMeterReducer, INITIAL_CONNECT_METER);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const { phase, mpan } = state;
  useEffect(() => {
    if (phase !== 'validating') return;
    const timer = setTimeout(() => {
      void client.call('user.electralink.meterCheck', { query: { mpan } }).then((result) => {
        if (result.ok) {
          dispatch({ type: 'validated', mpan, eligible: result.data.validMeter });
          return;
        }
        dispatch({ type: 'validated', mpan, eligible: null });
        showToast(meterCheckErrorToast('status' in result.error ? result.error.status : undefined));
      });
    }, DEBOUNCE_MS.mpan);
    return () => clearTimeout(timer);
  }, [client, mpan, phase, showToast]);

  /** Connects the MPAN; true once the server took it (the dialog then closes). */
  const submit = useCallback(async (): Promise<boolean> => {
    if (!buildingPath || !canSubmitMeter(state)) return false;
    setPending(true);
    setSubmitError(null);
    const result = await client.call('predict.register.connectMeter', {
      body: { mpan: state.mpan, siteId, path: buildingPath },
    });
    setPending(false);
    if (!result.ok) {
      setSubmitError(result.error.message);
      return false;
    }
    dispatch({ type: 'submitted' });
    await mutate(routeKeyMatcher('spatial.tree', { siteId }));
    return true;
  }, [buildingPath, client, mutate, siteId, state]);

  return { state, dispatch, submit, submitError, isPending };
}
