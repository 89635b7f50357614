/** Energy-use intensity in kWh/m² per year. */
export function energyUseIntensity(annualKwh: number, floorAreaM2: number): number {
  if (!(floorAreaM2 > 0)) throw new RangeError('floorAreaM2 must be positive');
  return annualKwh / floorAreaM2;
}
