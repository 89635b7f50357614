import { describe, expect, it } from 'vitest';
import { mpanCheckDigit } from './mpan';
import { isValidMpanCore, mpanCore, mpanCoreOf } from './mpanCore';

// Real MPAN cores of Energy Sparks' published school meters (shared data uk-meters-extra).
const REAL_CORES = [
  '2200012833349',
  '2200012833358',
  '2200041803451',
  '2200042676990',
  '2200011955152',
];

describe('MPAN core check', () => {
  it.each(REAL_CORES)('accepts the real meter %s', (core) => {
    expect(isValidMpanCore(core)).toBe(true);
  });

  it('rejects a core with any other check digit', () => {
    const core = '2200012833349';
    for (let digit = 0; digit <= 9; digit += 1) {
      if (digit === 9) continue;
      expect(isValidMpanCore(`${core.slice(0, 12)}${digit}`)).toBe(false);
    }
  });

  it('rejects a distributor id outside the 14 GB areas (10 to 23)', () => {
    expect(isValidMpanCore(mpanCoreOf(99, '0001283334'))).toBe(false);
    expect(isValidMpanCore(mpanCoreOf(12, '0001283334'))).toBe(true);
  });

  it('reads the core from dotted, 13-digit and full 21-digit forms, nothing else', () => {
    expect(mpanCore('22.0001.2833.349')).toBe('2200012833349');
    expect(mpanCore('008012342200012833349')).toBe('2200012833349');
    expect(mpanCore('12345')).toBeNull();
    expect(mpanCore('22000128333A9')).toBeNull();
  });

  it('computes the check digit as the weighted sum modulo 11 modulo 10', () => {
    // 2·3+2·5+0·7+0·13+0·17+1·19+2·23+8·29+3·31+3·37+3·41+4·43 = 812; 812 mod 11 = 9.
    expect(mpanCheckDigit('220001283334')).toBe(9);
  });
});
