import type { Ref } from 'react';
import {
  canSubmitMeter,
  dialogTitles,
  filterMeterInput,
  shellErrorMessages,
  validateMpanForConnect,
  type ConnectMeterEvent,
  type ConnectMeterState,
} from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Dialog } from '../Dialog/Dialog';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';

export interface ConnectSmartMeterDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's state, kept by the app with the domain's connectMeterReducer. */
  state: ConnectMeterState;
  /** Typing and consent, as the reducer's events; the app sends the check's answer itself. */
  onEvent: (event: ConnectMeterEvent) => void;
  /** Submit (enabled by canSubmitMeter): the app connects state.mpan. */
  onSubmit: () => void;
  /** Error text read from the submit response. */
  submitError?: string | null;
  isPending?: boolean;
  /** The dialog element (rendered only while open). */
  ref?: Ref<HTMLElement>;
}

/** 'Connect your Smart Meter': MPAN entry (digits and dots), validating, valid (consent enables Submit) or not eligible. */
export function ConnectSmartMeterDialog({
  isOpen,
  onOpenChange,
  state,
  onEvent,
  onSubmit,
  submitError,
  isPending,
  ref,
}: ConnectSmartMeterDialogProps) {
  const check = validateMpanForConnect(state.mpan);
  const showError = state.mpan.length > 0 && !check.ok;
  return (
    <Dialog
      ref={ref}
      title={dialogTitles.connectSmartMeter}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <Button isDisabled={!canSubmitMeter(state)} isPending={isPending} onPress={onSubmit}>
          Submit
        </Button>
      }
    >
      <TextField
        label="MPAN"
        inputMode="numeric"
        value={state.mpan}
        onChange={(text) => onEvent({ type: 'typed', mpan: filterMeterInput(text) })}
        isInvalid={showError}
        errorMessage={showError && !check.ok ? check.message : undefined}
        description={state.phase === 'validating' ? 'Checking your meter…' : undefined}
      />
      {state.phase === 'notEligible' ? (
        <div role="alert">
          <Text weight="strong">{shellErrorMessages.meterNotEligible}</Text>
          <Text tone="muted">{shellErrorMessages.meterNotEligibleExplanation}</Text>
        </div>
      ) : null}
      {state.phase === 'valid' ? (
        <Checkbox
          isSelected={state.consent}
          onChange={(given) => onEvent({ type: 'consent', given })}
        >
          I consent to WattWise accessing my half-hourly meter data
        </Checkbox>
      ) : null}
      {submitError ? (
        <Text tone="critical" as="div">
          {submitError}
        </Text>
      ) : null}
    </Dialog>
  );
}
