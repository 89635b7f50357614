/**
 * The one error type the engine throws for bad input. `field` names the offending input
 * (a dotted path such as `building.floorArea`) so a server can map it to a form field.
 */
export class EnergyModelInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'EnergyModelInputError';
    this.field = field;
  }
}

/** Throws unless `value` is a finite number within [min, max]. */
export function requireFinite(
  field: string,
  value: unknown,
  min = -Infinity,
  max = Infinity,
): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new EnergyModelInputError(field, 'must be a finite number');
  }
  if (value < min || value > max) {
    throw new EnergyModelInputError(field, `must be between ${min} and ${max}`);
  }
  return value;
}
