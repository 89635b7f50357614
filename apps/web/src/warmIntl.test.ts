import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warmIntl';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warmIntl', () => {
  it('makes the calls React Aria makes for the browser’s language when its module loads', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('cy-GB');
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmIntl();
    expect(supported).toHaveBeenCalledWith(['cy-GB']);
  });

  it('does not stop the page on a language tag the browser cannot read', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('not a language tag');
    expect(() => warmIntl()).not.toThrow();
  });
});
