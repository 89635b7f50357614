/** A CIBSE TM46:2008 benchmark category. */
export interface Tm46Benchmark {
  number: number;
  key: string;
  name: string;
  description: string;
  electricityKwhM2: number;
  fossilThermalKwhM2: number;
  electricityDegreeDayFraction: number;
  electricityOccupancyFraction: number;
  fossilDegreeDayFraction: number;
  fossilOccupancyFraction: number;
  occupancyReferenceHours: number | null;
  occupancyMaximumHours: number | null;
  /** The reference hours are the premises' published opening hours (not occupancy over 25 %). */
  occupancyHoursAreOpeningHours: boolean;
}

export interface Tm46RegionDegreeDays {
  region: string;
  annualHeatingDegreeDays: number;
}
