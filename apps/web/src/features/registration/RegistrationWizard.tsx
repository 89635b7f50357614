import '@wattwise/ui/style.css';
import {
  connectSmartMeterTarget,
  buildPath,
  nextButtonLabel,
  shellMessages,
  stepCounterText,
  wizardStepTitles,
} from '@wattwise/domain';
import { Button, EmptyState, ToastRegion, Wizard, useToasts } from '@wattwise/ui';
import { usePredictSimplediagnoseRegistrationData } from '@wattwise/api';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { RegistrationLoading } from './RegistrationLoading';
import { StepBody } from './StepBody';
import { stepOf, type SavedRegistration } from './registrationState';
import { useAddressAtCentre } from './useAddressAtCentre';
import { useRegistration } from './useRegistration';
import { useFreeTierRefusal } from './useFreeTierRefusal';
import { useSubmitRegistration, type RegistrationVariant } from './useSubmitRegistration';

export interface RegistrationWizardProps {
  variant: RegistrationVariant;
  /** The site a building is added to. */
  siteId?: string;
}

function coordinatesOf(query: URLSearchParams): [number, number] | null {
  const lon = Number(query.get('lon'));
  const lat = Number(query.get('lat'));
  return query.get('lon') && query.get('lat') && Number.isFinite(lon) && Number.isFinite(lat)
    ? [lon, lat]
    : null;
}

/**
 * Every registration wizard (spec shell §2 "Registration wizards", §4): the site flow (5 steps,
 * 7 with a smart meter), add-building, and the simple flow of the demo and the no-login
 * registration. The state lives in this screen only, so leaving the wizard drops it.
 */
export function RegistrationWizard({ variant, siteId }: RegistrationWizardProps) {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { partnerLogos } = useRuntimeConfig();
  const start = coordinatesOf(query);
  const flow = variant === 'add-building' ? 'add-building' : variant === 'site' ? 'site' : 'simple';
  const toasts = useToasts();
  const { state, next, back, dispatch } = useRegistration({
    flow,
    startedFromCoordinates: flow === 'site' && start !== null,
    showToast: toasts.show,
    onSubmit: (s) => submitter.submit(s),
    onLeave: () => navigate(buildPath('home')),
  });
  const submitter = useSubmitRegistration({ variant, siteId, showToast: toasts.show, dispatch });
  const refusal = useFreeTierRefusal(variant);

  // /predict/register?siteData=: the registration saved by the simple flow fills the wizard.
  const siteData = query.get('siteData');
  const saved = usePredictSimplediagnoseRegistrationData(siteData ? { query: { siteData } } : null);
  useEffect(() => {
    if (saved.data) dispatch({ type: 'prefill', saved: saved.data as SavedRegistration });
  }, [saved.data, dispatch]);
  useAddressAtCentre(state, dispatch, start);

  const connectSmartMeter = () => {
    const origin = variant === 'demo' || variant === 'no-login' ? 'demo' : 'wizard';
    if (connectSmartMeterTarget(origin) === 'smart-meter-mode') {
      dispatch({ type: 'startSmartMeter' });
    } else {
      window.open(buildPath('predict-site-registration'), '_blank', 'noopener');
    }
  };

  if (submitter.pending && variant === 'add-building') return <RegistrationLoading />;
  // The wizard shows while the server is asked (its answer comes well before a first step is
  // filled in), so the page it renders first is the same for every user.
  if (refusal) {
    return (
      <main>
        <EmptyState
          message={refusal}
          action={
            <Button variant="secondary" onPress={() => navigate(buildPath('home'))}>
              {shellMessages.goHome}
            </Button>
          }
        />
      </main>
    );
  }
  const step = stepOf(state);
  return (
    <main>
      <title>{`${wizardStepTitles[step]} · WattWise`}</title>
      <Wizard
        stepText={stepCounterText(state.wizard)}
        title={wizardStepTitles[step]}
        onBack={back}
        nextLabel={nextButtonLabel(state.wizard)}
        onNext={next}
        isNextPending={submitter.pending}
        onCancelSmartMeter={
          state.wizard.connectingSmartMeter
            ? () => dispatch({ type: 'cancelSmartMeter' })
            : undefined
        }
        partnerLogos={variant === 'demo' ? partnerLogos : undefined}
      >
        <StepBody
          state={state}
          dispatch={dispatch}
          showToast={toasts.show}
          start={start}
          onConnectSmartMeter={variant === 'add-building' ? undefined : connectSmartMeter}
        />
      </Wizard>
      <ToastRegion toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </main>
  );
}
