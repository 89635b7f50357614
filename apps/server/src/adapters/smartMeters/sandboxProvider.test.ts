import { describe, expect, it } from 'vitest';
import { loadBundledPlaces } from '../geocoding/bundledGeocoder';
import { isValidMpanCore } from '@wattwise/domain';
import {
  createSandboxMeterProvider,
  decryptSandboxMpan,
  encryptSandboxMpan,
} from './sandboxProvider';

const provider = createSandboxMeterProvider(loadBundledPlaces());

describe('sandbox metering database', () => {
  it('finds the meters at a post code, the asked address first, masked and encrypted', async () => {
    const options = await provider.addressSearch('Conway Hall, 25 Red Lion Square', 'wc1r 4rl');
    expect(options.length).toBeGreaterThan(0);
    const [best] = options;
    expect(best!.address).toBe('Conway Hall, 25 Red Lion Square, London WC1R 4RL');
    expect(best!.confidenceScore).toBe(1);
    expect(best!.sandbox).toBe(true);
    expect(best!.partialMpan).toMatch(/^\d{8}\*{5}$/);
    const mpan = decryptSandboxMpan(best!.encryptedMpan);
    expect(mpan).not.toBeNull();
    expect(isValidMpanCore(mpan!)).toBe(true);
    expect(best!.partialMpan.slice(0, 8)).toBe(mpan!.slice(0, 8));
    for (const option of options) {
      expect(option.confidenceScore).toBeGreaterThanOrEqual(0);
      expect(option.confidenceScore).toBeLessThanOrEqual(1);
    }
  });

  it('answers the same meters every time (cacheable indefinitely)', async () => {
    const first = await provider.addressSearch('Conway Hall', 'WC1R 4RL');
    const second = await provider.addressSearch('Conway Hall', 'WC1R 4RL');
    expect(second).toEqual(first);
  });

  it('answers nothing for an unknown or malformed post code', async () => {
    expect(await provider.addressSearch('1 Nowhere Street', 'ZZ9 9ZZ')).toEqual([]);
    expect(await provider.addressSearch('1 Nowhere Street', 'not a postcode')).toEqual([]);
  });

  it('checks a meter by its MPAN: a right check digit reads, a typo does not', async () => {
    expect(await provider.meterCheck('2200012833349')).toEqual({
      validMeter: true,
      mpan: '2200012833349',
      sandbox: true,
    });
    expect((await provider.meterCheck('2200012833348')).validMeter).toBe(false);
    expect((await provider.meterCheck('123')).validMeter).toBe(false);
    const encrypted = encryptSandboxMpan('2200012833349');
    expect((await provider.meterCheck(encrypted)).mpan).toBe('2200012833349');
  });

  it('records consent only for a meter it can read', async () => {
    expect(await provider.giveConsent('2200012833349', new Date())).toBe(true);
    expect(await provider.giveConsent('2200012833340', new Date())).toBe(false);
  });

  it('refuses an encrypted MPAN it did not make', () => {
    expect(decryptSandboxMpan('sandbox.AAAA')).toBeNull();
    expect(decryptSandboxMpan('2200012833349')).toBeNull();
  });
});
