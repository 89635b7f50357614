import { describe, expect, it } from 'vitest';
import { looksLikeSiteId, SITE_ID_LENGTH } from './siteId';

describe('looksLikeSiteId', () => {
  it('accepts exactly 36 characters', () => {
    expect(looksLikeSiteId('a'.repeat(SITE_ID_LENGTH))).toBe(true);
    expect(looksLikeSiteId('a'.repeat(35))).toBe(false);
    expect(looksLikeSiteId('a'.repeat(37))).toBe(false);
  });
});
