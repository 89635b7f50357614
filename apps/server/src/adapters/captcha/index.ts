import { RECAPTCHA_ACTION } from '@wattwise/domain';
/**
 * Captcha check of registration calls (spec shell §5: a reCAPTCHA-type token from the action
 * 'signup'). Production: Google reCAPTCHA v3 siteverify with RECAPTCHA_SECRET. Embedded default:
 * verification off (ARCHITECTURE.md captcha row), said once at start by main.ts.
 */
export interface CaptchaVerifier {
  /** True when the token is accepted; never throws (a failed call counts as unsuccessful). */
  verify(token: string | undefined, remoteIp?: string): Promise<boolean>;
  readonly enabled: boolean;
}

/** reCAPTCHA v3 scores run 0–1; Google's documentation suggests 0.5 as the default threshold. */
const CAPTCHA_MIN_SCORE = 0.5;
const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export function captchaVerifier(
  secret: string | undefined,
  fetchImpl: typeof fetch = fetch,
): CaptchaVerifier {
  if (!secret) return { enabled: false, verify: async () => true };
  return {
    enabled: true,
    async verify(token, remoteIp) {
      if (!token) return false;
      try {
        const body = new URLSearchParams({ secret, response: token });
        if (remoteIp) body.set('remoteip', remoteIp);
        const response = await fetchImpl(VERIFY_URL, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as {
          success?: boolean;
          score?: number;
          action?: string;
        };
        return (
          answer.success === true &&
          (answer.action === undefined || answer.action === RECAPTCHA_ACTION) &&
          (answer.score === undefined || answer.score >= CAPTCHA_MIN_SCORE)
        );
      } catch {
        return false;
      }
    },
  };
}
