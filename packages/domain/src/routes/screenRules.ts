/** Action name of the reCAPTCHA-type token on registration calls (spec shell §5). */
export const RECAPTCHA_ACTION = 'signup';
