/** The measure catalogue: fabric, systems, renewables and operational measures (26). */
import { FABRIC_MEASURES } from './fabricMeasures';
import type { Measure } from './measureTypes';
import { OPERATIONAL_MEASURES } from './operationalMeasures';
import { RENEWABLE_MEASURES } from './renewableMeasures';
import { SYSTEM_MEASURES } from './systemMeasures';

export const MEASURE_CATALOGUE: readonly Measure[] = [
  ...FABRIC_MEASURES,
  ...SYSTEM_MEASURES,
  ...RENEWABLE_MEASURES,
  ...OPERATIONAL_MEASURES,
];

const byId = new Map(MEASURE_CATALOGUE.map((m) => [m.id, m]));
export function measureById(id: string): Measure | undefined {
  return byId.get(id);
}
