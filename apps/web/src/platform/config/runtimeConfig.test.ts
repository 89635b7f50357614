import { describe, expect, it } from 'vitest';
import { developmentConfig, readRuntimeConfig } from './runtimeConfig';

describe('readRuntimeConfig', () => {
  it('uses what the server injected, keeping the http scheme of the provider domain', () => {
    const config = readRuntimeConfig({
      auth: {
        domain: 'http://localhost:4123/',
        clientId: 'wattwise-web',
        audience: 'https://api.example',
      },
      signedIn: true,
      supportEmail: 'help@example.org',
      sandbox: false,
    });
    expect(config).toEqual({
      auth: {
        domain: 'http://localhost:4123',
        clientId: 'wattwise-web',
        audience: 'https://api.example',
      },
      signedIn: true,
      // The server serves the page: sign-ins come back to a path of it.
      returnOrigin: '',
      supportEmail: 'help@example.org',
      sandbox: false,
      partnerLogos: [],
    });
  });

  it('reads the captcha site key and the partner logos, dropping malformed logos', () => {
    const config = readRuntimeConfig({
      recaptchaSiteKey: ' site-key ',
      partnerLogos: [{ name: 'Camden Council', src: '/logos/camden.svg' }, { name: 'No image' }, 7],
    });
    expect(config.recaptchaSiteKey).toBe('site-key');
    expect(config.partnerLogos).toEqual([{ name: 'Camden Council', src: '/logos/camden.svg' }]);
  });

  it('falls back to the local server on :3000, signed out, when nothing is injected (vite dev)', () => {
    expect(readRuntimeConfig(undefined)).toEqual(developmentConfig);
    expect(readRuntimeConfig(undefined).auth.domain).toBe('http://localhost:3000');
    expect(readRuntimeConfig(undefined).signedIn).toBe(false);
  });

  it.each([[false], ['true'], [1], [{}], [null]])(
    'counts only the boolean true as signed in, not %j',
    (signedIn) => {
      expect(readRuntimeConfig({ signedIn }).signedIn).toBe(false);
    },
  );

  it('replaces malformed fields one by one instead of failing', () => {
    const config = readRuntimeConfig({
      auth: { domain: 42, clientId: ' ', audience: 'aud' },
      sandbox: 'yes',
    });
    expect(config.auth).toEqual({
      domain: 'http://localhost:3000',
      clientId: 'wattwise-web',
      audience: 'aud',
    });
    expect(config.sandbox).toBe(true);
    expect(config.supportEmail).toBeUndefined();
  });
});
