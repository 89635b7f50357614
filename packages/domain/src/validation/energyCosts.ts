import type { MeterState, UsagePeriod } from '../enums/registrationEnums';
import { registrationValidationMessages as m } from '../messages/shellMessages';
import { firstFailure, invalid, isBlank, toNumber, VALID, type ValidationResult } from './result';

/** Energy fields of the registration draft (spec shell §3 "Registration draft" energy). */
export interface EnergyFields {
  elecDayRate?: number | string | null;
  elecUnitRate?: number | string | null;
  elecValue?: number | string | null;
  elecPeriod?: UsagePeriod;
  elecPeriodMonth?: string | number | null;
  gasDayRate?: number | string | null;
  gasUnitRate?: number | string | null;
  gasValue?: number | string | null;
  gasPeriod?: UsagePeriod;
  gasPeriodMonth?: string | number | null;
  /** 'My building is electricity only' (spec shell §2): the gas fields are hidden and ignored. */
  electricityOnly?: boolean | null;
}

/**
 * Whether a registration's building is electricity only: the box 'My building is electricity
 * only' was ticked, or (a caller that never shows the box) the energy carries no gas at all. The
 * wizard, its payload and the server's check of it all ask this one rule.
 */
export function isElectricityOnly(energy: EnergyFields): boolean {
  if (energy.electricityOnly !== undefined && energy.electricityOnly !== null) {
    return energy.electricityOnly;
  }
  return isBlank(energy.gasValue) && energy.gasPeriod === undefined;
}

function usageRule(
  value: unknown,
  period: UsagePeriod | undefined,
  month: unknown,
  field: 'elec' | 'gas',
): ValidationResult {
  const n = toNumber(value);
  if (n === null) {
    return invalid(
      field === 'elec' ? m.electricityUsageRequired : m.gasUsageRequired,
      `${field}Value`,
    );
  }
  if (n < 0) return invalid(m.positiveUsage, `${field}Value`);
  if (period === 'MONTHLY' && isBlank(month))
    return invalid(m.monthRequired, `${field}PeriodMonth`);
  return VALID;
}

/**
 * Energy-costs step rules (spec shell §5 "Energy costs"): any empty rate → 'Please enter your
 * energy rates to proceed.'; a negative rate → 'Please enter positive energy rates to proceed.';
 * without a smart meter the electricity usage is required and non-negative with a month when
 * MONTHLY, and the same for gas unless the building is electricity only.
 */
export function validateEnergyCosts(
  energy: EnergyFields,
  options: { connectingSmartMeter: boolean; electricityOnly: boolean },
): ValidationResult {
  const rates: unknown[] = [energy.elecDayRate, energy.elecUnitRate];
  if (!options.electricityOnly) rates.push(energy.gasDayRate, energy.gasUnitRate);
  const numbers = rates.map(toNumber);
  if (numbers.some((n) => n === null)) return invalid(m.enterEnergyRates, 'rates');
  if (numbers.some((n) => (n as number) < 0)) return invalid(m.positiveEnergyRates, 'rates');
  if (options.connectingSmartMeter) return VALID;
  return firstFailure(
    usageRule(energy.elecValue, energy.elecPeriod, energy.elecPeriodMonth, 'elec'),
    options.electricityOnly
      ? VALID
      : usageRule(energy.gasValue, energy.gasPeriod, energy.gasPeriodMonth, 'gas'),
  );
}

/** The meter-check step's input (spec shell §2 "Meter-check step", §3). */
export interface MeterCheckInput {
  energySupplier?: string | null;
  meterState: MeterState;
  /** Data-access (electralink) consent ticked. */
  consent: boolean;
  electricityOnly: boolean;
  energy: EnergyFields;
}

/**
 * Meter-check rules (spec shell §5 "Meter check"): supplier required; with consent an UNCHECKED
 * meter → 'Please connect to your meter to proceed.'; an INACCESSIBLE meter, or no consent,
 * needs a manual usage value (spec shell §5 "without consent, annual or monthly usage must be
 * supplied"); unit rates non-negative; a month for MONTHLY.
 */
export function validateMeterCheck(input: MeterCheckInput): ValidationResult {
  if (isBlank(input.energySupplier)) return invalid(m.selectSupplier, 'energySupplier');
  if (input.consent && input.meterState === 'UNCHECKED') return invalid(m.connectMeter, 'meter');
  const { energy } = input;
  const unitRates = [energy.elecUnitRate, ...(input.electricityOnly ? [] : [energy.gasUnitRate])]
    .map(toNumber)
    .filter((n): n is number => n !== null);
  if (unitRates.some((n) => n < 0)) return invalid(m.positiveEnergyRates, 'rates');
  const needsManualUsage = !input.consent || input.meterState === 'INACCESSIBLE';
  if (!needsManualUsage) return VALID;
  const usage = toNumber(energy.elecValue);
  if (usage === null) return invalid(m.manualUsageRequired, 'elecValue');
  if (usage < 0) return invalid(m.positiveUsage, 'elecValue');
  if (energy.elecPeriod === 'MONTHLY' && isBlank(energy.elecPeriodMonth)) {
    return invalid(m.monthRequired, 'elecPeriodMonth');
  }
  return VALID;
}

/**
 * Meter state after a check (spec shell §4 "Meter and MPAN"): ACCESSIBLE when valid,
 * INACCESSIBLE when not.
 */
export function meterStateAfterCheck(validMeter: boolean): MeterState {
  return validMeter ? 'ACCESSIBLE' : 'INACCESSIBLE';
}
