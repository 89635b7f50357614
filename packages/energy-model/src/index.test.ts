import { expect, it } from 'vitest';
import { energyUseIntensity } from './index';

it('divides annual energy by floor area', () => {
  expect(energyUseIntensity(12000, 100)).toBe(120);
  expect(() => energyUseIntensity(1, 0)).toThrow(RangeError);
});
