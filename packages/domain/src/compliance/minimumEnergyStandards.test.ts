import { describe, expect, it } from 'vitest';
import { epcValidity } from './epcValidity';
import { lettingCompliance, lettingStatusText } from './minimumEnergyStandards';

const today = new Date('2026-12-05T10:00:00Z');

describe('minimum energy efficiency standards', () => {
  it('takes band E as the standard for lets today in both sectors', () => {
    expect(lettingCompliance('E', 'domestic', today).today?.minimumBand).toBe('E');
    expect(lettingCompliance('E', 'non-domestic', today).today?.minimumBand).toBe('E');
    // Before 1 April 2023 the all-lets standard did not yet cover non-domestic lets.
    expect(lettingCompliance('E', 'non-domestic', new Date('2022-06-01')).today).toBeUndefined();
  });

  it('fails an F or G let today and passes E', () => {
    expect(lettingCompliance('F', 'non-domestic', today).meetsToday).toBe(false);
    expect(lettingCompliance('G', 'domestic', today).meetsToday).toBe(false);
    expect(lettingCompliance('E', 'domestic', today).meetsToday).toBe(true);
  });

  it('fails a let building with no EPC', () => {
    expect(lettingCompliance(null, 'domestic', today).meetsToday).toBe(false);
  });

  it('lists the proposed standards a band does not reach yet, soonest first', () => {
    const office = lettingCompliance('D', 'non-domestic', today).upcoming;
    expect(office.map((s) => [s.minimumBand, s.appliesFrom])).toEqual([
      ['C', '2027-04-01'],
      ['B', '2030-04-01'],
    ]);
    expect(lettingCompliance('C', 'domestic', today).upcoming).toEqual([]);
    expect(lettingCompliance('D', 'domestic', today).upcoming.map((s) => s.appliesFrom)).toEqual([
      '2030-10-01',
    ]);
  });

  it('orders A+ above A', () => {
    const office = (band: string) => lettingCompliance(band, 'non-domestic', today).upcoming;
    expect(office('A+')).toEqual([]);
    expect(office('C').map((s) => s.minimumBand)).toEqual(['B']);
  });
});

describe('EPC validity', () => {
  it('expires ten years after issue and counts the days left', () => {
    expect(epcValidity('2017-01-04', today)).toEqual({
      expiresOn: '2027-01-04',
      daysLeft: 30,
      expired: false,
    });
    expect(epcValidity('2016-12-01', today).expired).toBe(true);
    expect(epcValidity('2016-12-01', today).daysLeft).toBe(-4);
  });
});

describe('letting status in words', () => {
  const standing = (band: string | null, letToTenants = true) => {
    const c = lettingCompliance(band, 'non-domestic', today);
    return {
      letToTenants,
      meetsStandardToday: letToTenants ? c.meetsToday : null,
      standardToday: c.today ?? null,
      upcoming: c.upcoming,
    };
  };

  it('says what a landlord must do', () => {
    expect(lettingStatusText(standing('F'))).toBe('Below band E: may not be let');
    expect(lettingStatusText(standing('D'))).toBe(
      'Meets band E; band C needed from 1 April 2027 (proposed)',
    );
    expect(lettingStatusText(standing('A'))).toBe('Meets the standard');
    expect(lettingStatusText(standing('G', false))).toBe('Not let');
  });
});
