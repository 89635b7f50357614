import { useId, type Ref } from 'react';
import { energyCostsLabels as l, toNumber, type StepFieldErrors } from '@wattwise/domain';
import { Checkbox } from '../Checkbox/Checkbox';
import { Link } from '../Link/Link';
import { NumberField } from '../NumberField/NumberField';
import { StepSection } from '../AddressStep/StepSection';
import { draftNumber, fieldNumber } from '../AddressStep/draftNumber';
import * as css from '../AddressStep/stepParts.css';
import { UsageFields, type EnergyDraft, type Fuel } from './UsageFields';
import { useDraftChange } from '../AddressStep/useDraftChange';

export interface EnergyCostsStepProps {
  energy: EnergyDraft;
  onChange: (energy: EnergyDraft) => void;
  /** 'My building is electricity only': hides every gas field. */
  electricityOnly: boolean;
  onElectricityOnlyChange: (electricityOnly: boolean) => void;
  /** Smart-meter mode reads usage from the meter, so no usage is asked (spec shell §4). */
  connectingSmartMeter?: boolean;
  /** Offers the link 'Connect to smart meter' (the app switches to the smart-meter flow). */
  onConnectSmartMeter?: () => void;
  /** Errors by the domain's field names (stepFieldErrors of validateEnergyCosts). */
  errors?: StepFieldErrors;
  /** Read-only, e.g. in a demo. */
  isDisabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** A rate the rates rule rejects: empty or negative (spec shell §5 "Energy costs"). */
function isBadRate(value: unknown): boolean {
  const n = toNumber(value);
  return n === null || n < 0;
}

/**
 * The energy-costs step body (spec shell §2 "Energy-costs step"): electricity and gas day rate and
 * unit rate in pence, usage with period, value type and value, the month when MONTHLY, and
 * 'My building is electricity only', which hides the gas fields.
 */
export function EnergyCostsStep({
  energy,
  onChange: onDraftChange,
  electricityOnly,
  onElectricityOnlyChange,
  connectingSmartMeter = false,
  onConnectSmartMeter,
  errors = {},
  isDisabled,
  ref,
}: EnergyCostsStepProps) {
  const onChange = useDraftChange(energy, onDraftChange);
  const ratesErrorId = useId();
  const ratesError = errors.rates;
  const fuelSection = (fuel: Fuel, legend: string) => {
    const dayKey = fuel === 'elec' ? 'elecDayRate' : 'gasDayRate';
    const unitKey = fuel === 'elec' ? 'elecUnitRate' : 'gasUnitRate';
    const rateProps = (key: typeof dayKey | typeof unitKey) => {
      const invalid = Boolean(ratesError) && isBadRate(energy[key]);
      return {
        value: fieldNumber(energy[key]),
        onChange: (value: number) => onChange({ ...energy, [key]: draftNumber(value) }),
        isInvalid: invalid,
        'aria-describedby': invalid ? ratesErrorId : undefined,
        isDisabled,
      };
    };
    return (
      <StepSection legend={legend}>
        <div className={css.fields}>
          <NumberField label={l.dayRate} unit={l.dayRateUnit} decimals={2} {...rateProps(dayKey)} />
          <NumberField
            label={l.unitRate}
            unit={l.unitRateUnit}
            decimals={2}
            {...rateProps(unitKey)}
          />
        </div>
        {connectingSmartMeter ? null : (
          <UsageFields
            fuel={fuel}
            energy={energy}
            onChange={onChange}
            errors={errors}
            isDisabled={isDisabled}
          />
        )}
      </StepSection>
    );
  };
  return (
    <div ref={ref} className={css.body}>
      {ratesError ? (
        <p id={ratesErrorId} className={css.sectionError}>
          {ratesError}
        </p>
      ) : null}
      {connectingSmartMeter ? <p className={css.sectionText}>{l.smartMeterUsage}</p> : null}
      {fuelSection('elec', l.electricity)}
      <Checkbox
        isSelected={electricityOnly}
        onChange={onElectricityOnlyChange}
        isDisabled={isDisabled}
      >
        {l.electricityOnly}
      </Checkbox>
      {electricityOnly ? null : fuelSection('gas', l.gas)}
      {onConnectSmartMeter && !connectingSmartMeter ? (
        <p className={css.sectionText}>
          <Link onPress={onConnectSmartMeter}>{l.connectToSmartMeter}</Link>
        </p>
      ) : null}
    </div>
  );
}
