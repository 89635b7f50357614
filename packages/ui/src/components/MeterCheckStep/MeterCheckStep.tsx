import { useId, type Ref } from 'react';
import {
  canConnectMeter,
  energyCostsLabels,
  filterMeterInput,
  meterCheckErrorToast,
  meterCheckLabels as l,
  planMessages,
  shellErrorMessages,
  type MeterState,
  type MpanConfirmationEvent,
  type MpanConfirmationState,
  type StepFieldErrors,
} from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { LoadingDots } from '../LoadingDots/LoadingDots';
import { NumberField } from '../NumberField/NumberField';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { StepNotice } from '../AddressStep/StepNotice';
import { StepSection } from '../AddressStep/StepSection';
import { draftNumber, fieldNumber } from '../AddressStep/draftNumber';
import * as css from '../AddressStep/stepParts.css';
import { UsageFields, type EnergyDraft } from '../EnergyCostsStep/UsageFields';
import { MeterAddressSearch, type MeterSearchQuery } from './MeterAddressSearch';
import type { LookUpState } from '../AddressStep/lookUpState';
import type { MeterAddressOption, Supplier } from './meterCheckTypes';
import { useDraftChange } from '../AddressStep/useDraftChange';

export interface MeterCheckStepProps {
  /** Energy slice: energySupplier, gasSupplier, mpan, mprn, electralinkConsent, usage fields. */
  energy: EnergyDraft;
  onChange: (energy: EnergyDraft) => void;
  suppliers: readonly Supplier[];
  suppliersLoading?: boolean;
  /** Gas is off (electricity only): no gas supplier nor MPRN is offered. */
  gasIsOff: boolean;
  meterQuery: MeterSearchQuery;
  onMeterQueryChange: (query: MeterSearchQuery) => void;
  /** Runs the metering-database address search (the app fetches). */
  onSearchMeterAddress: () => void;
  meterSearch: LookUpState;
  addressOptions: readonly MeterAddressOption[];
  mpanChoice: MpanConfirmationState;
  onMpanChoice: (event: MpanConfirmationEvent) => void;
  meterState: MeterState;
  /** The meter check started by 'Connect'. */
  meterCheck: LookUpState;
  onConnect: () => void;
  /** Errors by the domain's field names (validateMeterCheck, validateMpanSelection). */
  errors?: StepFieldErrors;
  isDisabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The meter-check step body (spec shell §2 "Meter-check step", §4 "Meter and MPAN", §8):
 * suppliers, the meter address search with MPAN entry or confirmation, MPRN for gas, the
 * data-access consent that enables 'Connect', the meter's state, and the manual usage fallback
 * when there is no consent or the meter is INACCESSIBLE.
 */
export function MeterCheckStep({
  energy,
  onChange: onDraftChange,
  suppliers,
  suppliersLoading = false,
  gasIsOff,
  meterQuery,
  onMeterQueryChange,
  onSearchMeterAddress,
  meterSearch,
  addressOptions,
  mpanChoice,
  onMpanChoice,
  meterState,
  meterCheck,
  onConnect,
  errors = {},
  isDisabled,
  ref,
}: MeterCheckStepProps) {
  const onChange = useDraftChange(energy, onDraftChange);
  const meterErrorId = useId();
  const consent = energy.electralinkConsent ?? false;
  const supplierOptions = suppliers.map((s) => ({ id: s.id, label: s.name }));
  const checking = meterCheck.status === 'loading';
  const checkFailure =
    meterCheck.status === 'error' ? meterCheckErrorToast(meterCheck.errorStatus) : null;
  const needsManualUsage = !consent || meterState === 'INACCESSIBLE';
  return (
    <div ref={ref} className={css.body}>
      <StepSection legend={l.supplierLegend} grid>
        <Select
          label={l.electricitySupplier}
          options={supplierOptions}
          selectedKey={energy.energySupplier ?? null}
          onSelectionChange={(key) =>
            onChange({ ...energy, energySupplier: key === null ? null : String(key) })
          }
          isInvalid={Boolean(errors.energySupplier)}
          errorMessage={errors.energySupplier}
          isDisabled={isDisabled || suppliersLoading}
          description={suppliersLoading ? <LoadingDots label={l.suppliersLoading} /> : undefined}
        />
        {gasIsOff ? null : (
          <Select
            label={l.gasSupplier}
            optionalText={planMessages.optional}
            description={l.gasSupplierDescription}
            options={supplierOptions}
            selectedKey={energy.gasSupplier ?? null}
            onSelectionChange={(key) =>
              onChange({ ...energy, gasSupplier: key === null ? null : String(key) })
            }
            isDisabled={isDisabled || suppliersLoading}
          />
        )}
      </StepSection>
      <MeterAddressSearch
        query={meterQuery}
        onQueryChange={onMeterQueryChange}
        onSearch={onSearchMeterAddress}
        search={meterSearch}
        options={addressOptions}
        choice={mpanChoice}
        onChoice={onMpanChoice}
        mpan={energy.mpan ?? ''}
        onMpanChange={(mpan) => onChange({ ...energy, mpan })}
        errors={errors}
        isDisabled={isDisabled}
      />
      {gasIsOff ? null : (
        <div className={css.fields}>
          <TextField
            label={l.mprn}
            optionalText={planMessages.optional}
            description={l.mprnDescription}
            inputMode="numeric"
            value={energy.mprn ?? ''}
            onChange={(value) => onChange({ ...energy, mprn: filterMeterInput(value) })}
            isDisabled={isDisabled}
          />
        </div>
      )}
      <StepSection legend={l.connect} errorMessage={errors.meter} errorId={meterErrorId}>
        <Checkbox
          isSelected={consent}
          onChange={(given) => onChange({ ...energy, electralinkConsent: given })}
          isDisabled={isDisabled}
        >
          {l.consent}
        </Checkbox>
        <div className={css.row}>
          <Button
            onPress={onConnect}
            isDisabled={isDisabled || !canConnectMeter(consent)}
            isPending={checking}
            aria-describedby={errors.meter ? meterErrorId : undefined}
          >
            {l.connect}
          </Button>
          {checking ? <LoadingDots label={l.checking} /> : null}
        </div>
        {checkFailure ? (
          <StepNotice tone="critical" title={checkFailure.title}>
            {checkFailure.description}
          </StepNotice>
        ) : null}
        {meterState === 'ACCESSIBLE' ? (
          <StepNotice tone="positive">{l.meterAccessible}</StepNotice>
        ) : null}
        {meterState === 'INACCESSIBLE' ? (
          <StepNotice tone="caution">{shellErrorMessages.meterInaccessible}</StepNotice>
        ) : null}
      </StepSection>
      {needsManualUsage ? (
        <StepSection
          legend={l.manualUsageLegend}
          description={l.manualUsageDescription}
          descriptionId={`${meterErrorId}-usage`}
        >
          <div className={css.fields}>
            <NumberField
              label={energyCostsLabels.unitRate}
              unit={energyCostsLabels.unitRateUnit}
              decimals={2}
              minValue={0}
              value={fieldNumber(energy.elecUnitRate)}
              onChange={(value) => onChange({ ...energy, elecUnitRate: draftNumber(value) })}
              isInvalid={Boolean(errors.rates)}
              errorMessage={errors.rates}
              isDisabled={isDisabled}
            />
          </div>
          <UsageFields
            fuel="elec"
            energy={energy}
            onChange={onChange}
            errors={errors}
            isDisabled={isDisabled}
          />
        </StepSection>
      ) : null}
    </div>
  );
}
