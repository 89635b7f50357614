import { describe, expect, it } from 'vitest';
import {
  canDownloadPdf,
  canSeeDeleteSite,
  checkFreeTierLimit,
  cleanAddressValue,
  isDemoSite,
  isStaffEmail,
  ownerActions,
  siteBadge,
} from './siteRules';

describe('address', () => {
  it("treats the literal 'null' as empty", () => {
    expect(cleanAddressValue('null')).toBe('');
    expect(cleanAddressValue(null)).toBe('');
    expect(cleanAddressValue('Null Lane')).toBe('Null Lane');
  });
});

describe('demo, staff and free tier', () => {
  it('detects demo sites by suffix or allow-list', () => {
    expect(isDemoSite('office-demo')).toBe(true);
    expect(isDemoSite('d3m00000-0000-4000-8000-000000000001')).toBe(true);
    expect(isDemoSite('demo-office')).toBe(false);
    expect(isDemoSite('x', ['x'])).toBe(true);
  });
  it('recognises staff by e-mail domain', () => {
    expect(isStaffEmail('Ann@WattWise.test', ['wattwise.test'])).toBe(true);
    expect(isStaffEmail('ann@evil-wattwise.test', ['wattwise.test'])).toBe(false);
    expect(isStaffEmail('wattwise.test', ['wattwise.test'])).toBe(false);
  });
  it('limits non-staff users to one unpaid Predict site', () => {
    const free = [{ product: 'PREDICT' as const, paid: false }];
    expect(checkFreeTierLimit('a@b.com', ['wattwise.test'], free)).toMatchObject({
      ok: false,
      message:
        'Users are limited to one site in the Predict Free tier. Contact support to upgrade your existing Free site to Predict Premium.',
    });
    expect(checkFreeTierLimit('a@wattwise.test', ['wattwise.test'], free).ok).toBe(true);
    expect(checkFreeTierLimit('a@b.com', [], [{ product: 'PREDICT', paid: true }]).ok).toBe(true);
    expect(checkFreeTierLimit('a@b.com', [], [{ product: 'OPTIMISE', paid: false }]).ok).toBe(true);
  });
});

describe('badges and permissions', () => {
  it('badges unpaid Predict as Free Trial and SIMPLE_PREDICT as Demo', () => {
    expect(siteBadge({ product: 'PREDICT', paid: false })).toBe('Free Trial');
    expect(siteBadge({ product: 'PREDICT', paid: true })).toBeNull();
    expect(siteBadge({ product: 'SIMPLE_PREDICT', paid: false })).toBe('Demo');
    expect(siteBadge({ product: 'OPTIMISE', paid: false })).toBeNull();
  });
  it('shows Delete Site to owners of non-Optimise sites', () => {
    expect(canSeeDeleteSite({ product: 'PREDICT', permissions: ['OWNER'] })).toBe(true);
    expect(canSeeDeleteSite({ product: 'OPTIMISE', permissions: ['OWNER'] })).toBe(false);
    expect(canSeeDeleteSite({ product: 'PREDICT', permissions: [] })).toBe(false);
    expect(canSeeDeleteSite({ product: 'PREDICT', permissions: null })).toBe(false);
  });
  it('unlocks owner actions, smart meter only without a meter, none on demos', () => {
    expect(ownerActions({ siteId: 's', permissions: ['OWNER'] }, true)).toEqual({
      addBuilding: true,
      connectSmartMeter: false,
      updateSiteImage: true,
      deleteSite: true,
    });
    expect(ownerActions({ siteId: 's', permissions: ['OWNER'] }, false).connectSmartMeter).toBe(
      true,
    );
    expect(ownerActions({ siteId: 's-demo', permissions: ['OWNER'] }, false).addBuilding).toBe(
      false,
    );
  });
  it('allows the PDF for paid Predict and any Optimise site', () => {
    expect(canDownloadPdf({ product: 'PREDICT', paid: false })).toBe(false);
    expect(canDownloadPdf({ product: 'PREDICT', paid: true })).toBe(true);
    expect(canDownloadPdf({ product: 'OPTIMISE', paid: false })).toBe(true);
  });
});
