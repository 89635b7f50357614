import { useState, type Ref } from 'react';
import {
  canConnectMeter,
  dialogTitles,
  filterMeterInput,
  shellErrorMessages,
  validateMpanForConnect,
} from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Dialog } from '../Dialog/Dialog';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';

export type MeterEligibility = 'unknown' | 'validating' | 'valid' | 'not-eligible';

export interface ConnectSmartMeterDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The app checks eligibility (debounced 500 ms) and passes the state back. */
  eligibility: MeterEligibility;
  onMpanChange: (mpan: string) => void;
  onSubmit: (mpan: string) => void;
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
  eligibility,
  onMpanChange,
  onSubmit,
  submitError,
  isPending,
  ref,
}: ConnectSmartMeterDialogProps) {
  const [mpan, setMpan] = useState('');
  const [consent, setConsent] = useState(false);
  const check = validateMpanForConnect(mpan);
  const showError = mpan.length > 0 && !check.ok;
  return (
    <Dialog
      ref={ref}
      title={dialogTitles.connectSmartMeter}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <Button
          isDisabled={eligibility !== 'valid' || !canConnectMeter(consent)}
          isPending={isPending}
          onPress={() => onSubmit(mpan)}
        >
          Submit
        </Button>
      }
    >
      <TextField
        label="MPAN"
        inputMode="numeric"
        value={mpan}
        onChange={(text) => {
          const kept = filterMeterInput(text);
          setMpan(kept);
          onMpanChange(kept);
        }}
        isInvalid={showError}
        errorMessage={showError && !check.ok ? check.message : undefined}
        description={eligibility === 'validating' ? 'Checking your meter…' : undefined}
      />
      {eligibility === 'not-eligible' ? (
        <div role="alert">
          <Text weight="strong">{shellErrorMessages.meterNotEligible}</Text>
          <Text tone="muted">{shellErrorMessages.meterNotEligibleExplanation}</Text>
        </div>
      ) : null}
      {eligibility === 'valid' ? (
        <Checkbox isSelected={consent} onChange={setConsent}>
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
