import { describe, expect, it } from 'vitest';
import { estateMessages } from './estateMessages';

describe("the estate page's words", () => {
  it('counts sites and buildings with thousands separators and the singular for one', () => {
    expect(estateMessages.size(1000, 1012, '2026-12-06')).toBe(
      '1,000 sites, 1,012 buildings, as of 2026-12-06.',
    );
    expect(estateMessages.size(1, 1, '2026-12-06')).toBe('1 site, 1 building, as of 2026-12-06.');
    expect(estateMessages.measuredBasis(1200)).toContain('meter readings of 1,200 sites read');
  });
});
