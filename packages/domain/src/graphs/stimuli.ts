import type { StimulusType } from '../enums/analysisEnums';

/** Label and unit of a stimulus, as the stimulus map answers it (spec analysis §3, §7.3). */
export interface StimulusLabel {
  label: string;
  unit: string;
}

/**
 * Labels and units of the stimuli the product measures or derives (spec analysis §3 "Stimulus
 * types include temperature, … energy usage, energy cost, energy CO2, electricity, gas"). Units
 * are the ones the values are stored and computed in: energy kWh, cost GBP, carbon kg CO2e,
 * temperature °C. Labels are designed (the spec names the stimuli, not their labels).
 */
export const STIMULUS_LABELS: Readonly<Partial<Record<StimulusType, StimulusLabel>>> = {
  ENERGY_USAGE: { label: 'Energy usage', unit: 'kWh' },
  ELECTRICITY: { label: 'Electricity', unit: 'kWh' },
  GAS: { label: 'Gas', unit: 'kWh' },
  ENERGY_COST: { label: 'Energy cost', unit: '£' },
  ENERGY_CO2: { label: 'Energy CO2', unit: 'kg CO2e' },
  TEMPERATURE: { label: 'Temperature', unit: '°C' },
};
