/** One SAP Appendix U climate region with monthly means (index 0 = January). */
export interface SapClimateRegion {
  id: number;
  name: string;
  latitudeDegN: number;
  heightM: number;
  externalTemperatureC: readonly number[];
  windSpeedMs: readonly number[];
  horizontalSolarWm2: readonly number[];
}
