import type { Ref } from 'react';
import {
  ENERGY_DEFAULTS,
  energyCostsLabels as l,
  MONTH_CHOICES,
  USAGE_PERIOD_CHOICES,
  VALUE_TYPE_CHOICES,
  VALUE_TYPE_UNITS,
  type RegistrationDraft,
  type StepFieldErrors,
  type UsagePeriod,
  type ValueType,
} from '@wattwise/domain';
import { NumberField } from '../NumberField/NumberField';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { draftNumber, fieldNumber } from '../AddressStep/draftNumber';
import * as css from '../AddressStep/stepParts.css';

/** The energy slice of the registration draft (spec shell §3 "Registration draft" energy). */
export type EnergyDraft = RegistrationDraft['energy'];

/** Electricity ('elec') or gas ('gas'): the prefix of the draft's energy field names. */
export type Fuel = 'elec' | 'gas';

const keys = {
  elec: {
    period: 'elecPeriod',
    valueType: 'elecValueType',
    value: 'elecValue',
    month: 'elecPeriodMonth',
  },
  gas: {
    period: 'gasPeriod',
    valueType: 'gasValueType',
    value: 'gasValue',
    month: 'gasPeriodMonth',
  },
} as const;

export interface UsageFieldsProps {
  fuel: Fuel;
  energy: EnergyDraft;
  onChange: (energy: EnergyDraft) => void;
  errors?: StepFieldErrors;
  isDisabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Usage of one fuel: period (MONTHLY or ANNUAL), value type (kWh or £) and value, with the month
 * picker only when the period is MONTHLY (spec shell §2 "Energy-costs step"). Empty period and
 * value type show the spec's defaults, ANNUAL and ENERGY_USAGE (spec shell §9).
 */
export function UsageFields({
  fuel,
  energy,
  onChange,
  errors = {},
  isDisabled,
  ref,
}: UsageFieldsProps) {
  const k = keys[fuel];
  const period: UsagePeriod = energy[k.period] ?? ENERGY_DEFAULTS.period;
  const valueType: ValueType = energy[k.valueType] ?? ENERGY_DEFAULTS.valueType;
  const isCost = valueType === 'ENERGY_COST';
  return (
    <div ref={ref} className={css.fields}>
      <RadioGroup
        label={l.period}
        orientation="horizontal"
        value={period}
        onChange={(value) => onChange({ ...energy, [k.period]: value as UsagePeriod })}
        isDisabled={isDisabled}
      >
        {USAGE_PERIOD_CHOICES.map((choice) => (
          <RadioGroup.Radio key={choice.id} value={choice.id}>
            {choice.label}
          </RadioGroup.Radio>
        ))}
      </RadioGroup>
      <Select
        label={l.valueType}
        options={VALUE_TYPE_CHOICES}
        selectedKey={valueType}
        onSelectionChange={(key) => onChange({ ...energy, [k.valueType]: key as ValueType })}
        isDisabled={isDisabled}
      />
      <NumberField
        label={l.value}
        minValue={0}
        decimals={2}
        unit={isCost ? undefined : VALUE_TYPE_UNITS.ENERGY_USAGE}
        prefix={isCost ? VALUE_TYPE_UNITS.ENERGY_COST : undefined}
        value={fieldNumber(energy[k.value])}
        onChange={(value) => onChange({ ...energy, [k.value]: draftNumber(value) })}
        isInvalid={Boolean(errors[k.value])}
        errorMessage={errors[k.value]}
        isDisabled={isDisabled}
      />
      {period === 'MONTHLY' ? (
        <Select
          label={l.month}
          options={MONTH_CHOICES}
          selectedKey={energy[k.month] == null ? null : Number(energy[k.month])}
          onSelectionChange={(key) =>
            onChange({ ...energy, [k.month]: key === null ? null : Number(key) })
          }
          isInvalid={Boolean(errors[k.month])}
          errorMessage={errors[k.month]}
          isDisabled={isDisabled}
        />
      ) : null}
    </div>
  );
}
