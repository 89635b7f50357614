import { describe, expect, it } from 'vitest';
import { fuelName, meteredActualNotices } from './meteredMessages';

describe('the notices of a metered building’s Actual figures', () => {
  it('say where the figures come from and which fuels no meter reads', () => {
    const notices = meteredActualNotices(
      new Date('2018-05-29T22:30:00Z'),
      ['electricity'],
      ['gas'],
    );
    expect(notices.metered).toBe(
      "Actual figures are your meters' readings of electricity over the last 12 months up until 29 May 2018.",
    );
    expect(notices.unmetered).toContain("No meter reads the building's gas");
    expect(meteredActualNotices(new Date(), ['electricity', 'gas'], []).unmetered).toBeNull();
    expect(fuelName('districtHeat')).toBe('district heat');
  });
});
