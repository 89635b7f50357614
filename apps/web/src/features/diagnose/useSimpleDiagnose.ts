import {
  useApiClient,
  useDiagnoseSchemes,
  usePredictSimplediagnose,
  type ApiError,
} from '@wattwise/api';
import { DEBOUNCE_MS, DEFAULT_SCHEME, schemeLabel, sendDiagnoseMessages } from '@wattwise/domain';
import { useEffect, useMemo, useState } from 'react';
import { useSiteData } from '../../shared/siteData';

/** What the simple diagnose shows as a whole (spec analysis §2.2 "Simple diagnose"). */
type SimpleDiagnoseState = 'noData' | 'loading' | 'error' | 'ready';

/** The server answers 503 with Retry-After while the building is still being modelled. */
const stillModelling = (error: ApiError | undefined) =>
  error !== undefined && 'status' in error && error.status === 503;
/** Seconds between asks while the building is modelled (the server's Retry-After is 2 s). */
const MODELLING_RETRY_MS = 2_000;
/** About two minutes of asking before the screen says it cannot load the site (designed). */
const MODELLING_RETRIES = 60;

/**
 * The simple diagnose of the site data (spec analysis §2.2, §7.2): the diagnosis under the
 * chosen scheme (CIBSE by default, debounced 500 ms), asked again while the building is still
 * being modelled, and the e-mail of it.
 */
export function useSimpleDiagnose() {
  const siteData = useSiteData();
  const client = useApiClient();
  const [scheme, setScheme] = useState<string>(DEFAULT_SCHEME);
  const [diagnoseMetric, setDiagnoseMetric] = useState<string>(DEFAULT_SCHEME);
  useEffect(() => {
    const timer = setTimeout(() => setDiagnoseMetric(scheme), DEBOUNCE_MS.scheme);
    return () => clearTimeout(timer);
  }, [scheme]);

  const schemes = useDiagnoseSchemes();
  const schemeOptions = useMemo(() => {
    const keys = (schemes.data ?? []).map((s) => s.key);
    if (!keys.includes(DEFAULT_SCHEME)) keys.unshift(DEFAULT_SCHEME);
    return keys.map((key) => ({ id: key, label: schemeLabel(key) }));
  }, [schemes.data]);

  const diagnosis = usePredictSimplediagnose(
    siteData ? { body: siteData, query: { diagnoseMetric } } : null,
    {
      keepPreviousData: true,
      onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
        if (stillModelling(error) && retryCount <= MODELLING_RETRIES) {
          setTimeout(() => void revalidate({ retryCount }), MODELLING_RETRY_MS);
        }
      },
    },
  );

  let state: SimpleDiagnoseState = 'ready';
  if (!siteData) state = 'noData';
  else if (!diagnosis.data && diagnosis.error && !stillModelling(diagnosis.error)) state = 'error';
  else if (!diagnosis.data) state = 'loading';

  const [emailPending, setEmailPending] = useState(false);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [emailSent, setEmailSent] = useState(false);
  const sendEmail = async (email: string) => {
    setEmailPending(true);
    setEmailError(undefined);
    setEmailSent(false);
    const result = await client.call('predict.simplediagnose.emailScheme', {
      query: { email, diagnoseMetric },
      body: siteData,
    });
    setEmailPending(false);
    if (result.ok) setEmailSent(true);
    // The contract's own check names its route ('Invalid query for …'): the user reads the
    // dialog's words instead.
    else
      setEmailError(
        result.error.kind === 'invalidRequest'
          ? sendDiagnoseMessages.emailInvalid
          : result.error.message,
      );
  };

  return {
    siteData,
    state,
    diagnosis: diagnosis.data,
    scheme,
    setScheme,
    schemeOptions,
    sendEmail,
    emailPending,
    emailError,
    emailSent,
    resetEmail: () => {
      setEmailError(undefined);
      setEmailSent(false);
    },
  };
}
