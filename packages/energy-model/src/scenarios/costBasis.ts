/**
 * Turning a cost row (costTables.ts) into a measure's installed cost for one building: the
 * quantity of the element, today's prices, and the source text with both.
 */
import type { ModelInputs } from '../model/modelInputs';
import type { CostRate } from './costTables';
import type { MeasureCost } from './measureTypes';
import { PRICE_INDEX, priceFactor } from './priceIndex';

const gbp = (v: number) => `£${Math.round(v).toLocaleString('en-GB')}`;

/**
 * The cost of `quantity` units of a row at today's prices. `scale` multiplies both ends for a
 * variant the row does not price itself (say so in `note`).
 */
export function priced(rate: CostRate, quantity = 1, note = '', scale = 1): MeasureCost {
  const factor = rate.indexed ? priceFactor(rate.priceYear) : 1;
  const q = Math.max(0, quantity);
  const each =
    rate.lowGbp === rate.highGbp ? gbp(rate.lowGbp) : `${gbp(rate.lowGbp)}–${gbp(rate.highGbp)}`;
  const qty =
    rate.per === 'dwelling' && q === 1
      ? `${each} per dwelling`
      : `${each} per ${rate.per} × ${q >= 10 ? Math.round(q).toLocaleString('en-GB') : q.toFixed(1)} ${rate.per}`;
  const index =
    factor === 1
      ? `${rate.priceYear} prices`
      : `${rate.priceYear} prices × ${factor.toFixed(2)} to ${PRICE_INDEX.todayYear} (${PRICE_INDEX.shortName})`;
  return {
    lowGbp: rate.lowGbp * q * factor * scale,
    highGbp: rate.highGbp * q * factor * scale,
    source: `${rate.source}: ${qty}; ${index}${note ? `; ${note}` : ''}`,
    priceYear: rate.priceYear,
  };
}

export const NO_COST: MeasureCost = {
  lowGbp: 0,
  highGbp: 0,
  source: 'a change in how the building is run: no installation cost',
  priceYear: PRICE_INDEX.todayYear,
};

export const midCost = (c: Pick<MeasureCost, 'lowGbp' | 'highGbp'>): number =>
  (c.lowGbp + c.highGbp) / 2;

/**
 * Design heat loss, kW, at −2 °C outside and 21 °C inside (assumption, typical UK design day),
 * for sizing heat generators.
 */
export function designHeatLossKw(inputs: ModelInputs): number {
  const A = inputs.floorAreaM2;
  const h =
    inputs.wallAreaM2 * inputs.wallU +
    inputs.roofAreaM2 * inputs.roofU +
    inputs.groundFloorAreaM2 * inputs.floorU +
    inputs.windowAreaM2 * 2.5;
  const hv = 0.33 * inputs.infiltrationAch * inputs.geometry.volumeM3;
  return Math.max(3, ((h + hv) * 23) / 1000 + (inputs.domestic ? 0 : A * 0.005));
}
