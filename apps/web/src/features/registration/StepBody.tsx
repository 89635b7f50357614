import { buildPath, type ToastSpec } from '@wattwise/domain';
import { EnergyCostsStep, ValidationStep } from '@wattwise/ui';
import { AddressPane, RegistrationMap } from './AddressPane';
import { QuestionsPane, RoomBreakdownPane, SimpleFinalisePane } from './BuildingPanes';
import { EpcPane } from './EpcPane';
import { MeterCheckPane } from './MeterCheckPane';
import { stepOf, type RegistrationAction, type RegistrationState } from './registrationState';

export interface StepBodyProps {
  state: RegistrationState;
  dispatch: (action: RegistrationAction) => void;
  showToast: (toast: ToastSpec) => void;
  /** lat and lon of the query, where the map starts. */
  start: readonly [number, number] | null;
  /** 'Connect to smart meter' on energy-costs (spec shell §4, last bullet). */
  onConnectSmartMeter?: () => void;
}

/** The body of the wizard's current step, composed from packages/ui's step components. */
export function StepBody({
  state,
  dispatch,
  showToast,
  start,
  onConnectSmartMeter,
}: StepBodyProps) {
  switch (stepOf(state)) {
    case 'address':
      return <AddressPane state={state} dispatch={dispatch} start={start} />;
    case 'map-select':
      return <RegistrationMap state={state} dispatch={dispatch} start={start} />;
    case 'meter-check':
      return <MeterCheckPane state={state} dispatch={dispatch} showToast={showToast} />;
    case 'energy-costs':
      return (
        <EnergyCostsStep
          energy={state.draft.energy}
          onChange={(energy) => dispatch({ type: 'energy', energy })}
          electricityOnly={state.electricityOnly}
          onElectricityOnlyChange={(electricityOnly) =>
            dispatch({ type: 'electricityOnly', electricityOnly })
          }
          connectingSmartMeter={state.wizard.connectingSmartMeter}
          onConnectSmartMeter={state.wizard.connectingSmartMeter ? undefined : onConnectSmartMeter}
          errors={state.errors}
        />
      );
    case 'epc-check':
      return <EpcPane state={state} dispatch={dispatch} />;
    case 'questions':
      return <QuestionsPane state={state} dispatch={dispatch} />;
    case 'room-breakdown':
      return <RoomBreakdownPane state={state} dispatch={dispatch} />;
    case 'simple-finalise':
      return <SimpleFinalisePane state={state} dispatch={dispatch} />;
    case 'validation':
      return (
        <ValidationStep
          agreed={state.agreed}
          onAgreedChange={(agreed) => dispatch({ type: 'agreed', agreed })}
          termsHref={buildPath('terms')}
          showError={Boolean(state.errors.terms)}
        />
      );
  }
}
