import { RECAPTCHA_ACTION } from '@wattwise/domain';

/**
 * The reCAPTCHA-type token every registration call carries, from an action named signup
 * (spec shell §5). With a site key configured, reCAPTCHA v3 is loaded on first use and asked for
 * a token; without one the token reads 'disabled' and the server, which has no secret either,
 * skips verification (ARCHITECTURE.md "captcha: verification off only while no secret is set").
 */
const CAPTCHA_DISABLED_TOKEN = 'disabled';

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

let loading: Promise<ReCaptcha> | undefined;

function loadReCaptcha(siteKey: string): Promise<ReCaptcha> {
  loading ??= new Promise<ReCaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const captcha = window.grecaptcha;
      if (captcha) captcha.ready(() => resolve(captcha));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** A token for the signup action: reCAPTCHA v3 with a site key, else CAPTCHA_DISABLED_TOKEN. */
export async function captchaToken(siteKey: string | undefined): Promise<string> {
  if (!siteKey) return CAPTCHA_DISABLED_TOKEN;
  const captcha = await loadReCaptcha(siteKey);
  return captcha.execute(siteKey, { action: RECAPTCHA_ACTION });
}
