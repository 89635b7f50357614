import { PARAMETER_DEFINITIONS } from '@wattwise/energy-model';
import type { ModelResults } from '../registration/modelResults';

/** One characteristic the engine assumed rather than was told ('What we assumed'). */
export interface AssumptionView {
  field: string;
  label: string;
  text: string;
  likelihood: number | null;
  source: string;
  parameterId: string | null;
}

/** The building parameter that changes an assumption (the engine's assumption fields by name). */
const PARAMETER_OF_ASSUMPTION: Readonly<Record<string, string>> = {
  glazing: 'glazing',
  wall: 'wallU',
  loft: 'loftInsulationMm',
  heatingSetpoint: 'heatingSetpointC',
  heatingHours: 'heatingHoursPerWeek',
  heatingSystem: 'heatingEfficiency',
};

/**
 * A stored run's assumptions in words, each with its likelihood and its parameter if any: what
 * Diagnose and the PDF report both show under 'What we assumed'.
 */
export function assumptionsOf(results: Pick<ModelResults, 'estimate'>): AssumptionView[] {
  return (results.estimate.assumptions ?? []).map((a) => ({
    field: a.field,
    label: a.label,
    text: a.text,
    likelihood:
      a.basis === 'DEFAULT' || a.basis === 'NOTICE' || a.options.length < 2
        ? null
        : Math.max(...a.options.map((o) => o.probability)),
    source: a.source,
    parameterId: PARAMETER_DEFINITIONS.some((d) => d.id === PARAMETER_OF_ASSUMPTION[a.field])
      ? PARAMETER_OF_ASSUMPTION[a.field]!
      : null,
  }));
}
