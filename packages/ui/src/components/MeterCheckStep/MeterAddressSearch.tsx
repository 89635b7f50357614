import type { Ref } from 'react';
import {
  filterMeterInput,
  meterCheckErrorToast,
  meterCheckLabels as l,
  registrationMessages,
  type MpanConfirmationEvent,
  type MpanConfirmationState,
  type StepFieldErrors,
} from '@wattwise/domain';
import { Button } from '../Button/Button';
import { LoadingDots } from '../LoadingDots/LoadingDots';
import { MpanConfirmation } from '../MpanConfirmation/MpanConfirmation';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { TextField } from '../TextField/TextField';
import { StepNotice } from '../AddressStep/StepNotice';
import { StepSection } from '../AddressStep/StepSection';
import * as css from '../AddressStep/stepParts.css';
import type { LookUpState } from '../AddressStep/lookUpState';
import type { MeterAddressOption } from './meterCheckTypes';

export interface MeterSearchQuery {
  address: string;
  postCode: string;
}

export interface MeterAddressSearchProps {
  query: MeterSearchQuery;
  onQueryChange: (query: MeterSearchQuery) => void;
  onSearch: () => void;
  search: LookUpState;
  options: readonly MeterAddressOption[];
  /** The address choice and MPAN confirmation (mpanConfirmationReducer of packages/domain). */
  choice: MpanConfirmationState;
  onChoice: (event: MpanConfirmationEvent) => void;
  mpan: string;
  onMpanChange: (mpan: string) => void;
  errors: StepFieldErrors;
  isDisabled?: boolean;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * Find the meter: search the metering database by address and post code, choose the meter
 * address, confirm its MPAN ('Is this your MPAN?' Yes / No / Back) or type it (spec shell §2,
 * §4 "Meter and MPAN"). With no result the MPAN is typed; MPAN input keeps digits and dots.
 */
export function MeterAddressSearch({
  query,
  onQueryChange,
  onSearch,
  search,
  options,
  choice,
  onChoice,
  mpan,
  onMpanChange,
  errors,
  isDisabled,
  ref,
}: MeterAddressSearchProps) {
  const chosen = options.find((o) => o.encryptedMpan === choice.selectedAddress);
  const answered = search.status === 'done';
  const typesMpan = answered && (options.length === 0 || choice.manualEntry);
  const failure = search.status === 'error' ? meterCheckErrorToast(search.errorStatus) : null;
  return (
    <StepSection ref={ref} legend={l.meterLegend}>
      <div className={css.fields}>
        <TextField
          label={l.meterAddress}
          value={query.address}
          onChange={(address) => onQueryChange({ ...query, address })}
          isDisabled={isDisabled}
        />
        <TextField
          label={l.meterPostCode}
          value={query.postCode}
          onChange={(postCode) => onQueryChange({ ...query, postCode })}
          isDisabled={isDisabled}
        />
      </div>
      <div className={css.row}>
        <Button
          variant="secondary"
          onPress={onSearch}
          isPending={search.status === 'loading'}
          isDisabled={isDisabled}
        >
          {l.search}
        </Button>
        {search.status === 'loading' ? <LoadingDots label={l.searching} /> : null}
      </div>
      {failure ? (
        <StepNotice tone="critical" title={failure.title}>
          {failure.description}
        </StepNotice>
      ) : null}
      {answered && options.length === 0 ? (
        <StepNotice tone="neutral">{registrationMessages.noResultsFound}</StepNotice>
      ) : null}
      {answered && options.length > 0 ? (
        <RadioGroup
          label={l.chooseMeterAddress}
          value={choice.selectedAddress}
          onChange={(address) => onChoice({ type: 'selectAddress', address })}
          isInvalid={Boolean(errors.address)}
          errorMessage={errors.address}
          isDisabled={isDisabled}
        >
          {options.map((option) => (
            <RadioGroup.Radio key={option.encryptedMpan} value={option.encryptedMpan}>
              {option.address}
            </RadioGroup.Radio>
          ))}
        </RadioGroup>
      ) : null}
      {chosen && !choice.confirmed && !choice.manualEntry ? (
        <MpanConfirmation
          partialMpan={chosen.partialMpan}
          onYes={() => onChoice({ type: 'yes' })}
          onNo={() => onChoice({ type: 'no' })}
          onBack={() => onChoice({ type: 'back' })}
        />
      ) : null}
      {chosen && choice.confirmed ? (
        <StepNotice tone="positive" title={l.mpanConfirmed}>
          {chosen.partialMpan}
        </StepNotice>
      ) : null}
      {typesMpan ? (
        <TextField
          label={l.mpan}
          description={l.mpanDescription}
          inputMode="numeric"
          value={mpan}
          onChange={(value) => onMpanChange(filterMeterInput(value))}
          isInvalid={Boolean(errors.mpan)}
          errorMessage={errors.mpan}
          isDisabled={isDisabled}
        />
      ) : null}
    </StepSection>
  );
}
