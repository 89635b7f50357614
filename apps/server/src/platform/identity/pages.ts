/**
 * The embedded identity provider's own pages: plain server-rendered HTML with a small inline
 * stylesheet (no external fonts or scripts, so they work offline and in a popup).
 */
import { lightColours, shadows } from '@wattwise/ui/tokens';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The pages' colours come from ui's tokens, the palette of the app (one colour, one place). */
const c = lightColours;
const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:${c.background};color:${c.text};line-height:1.5}
main{max-width:420px;margin:6vh auto;padding:32px;background:${c.surface};border-radius:12px;box-shadow:${shadows.floating}}
.brand{font-weight:700;color:${c.brand};margin:0 0 8px}
h1{font-size:1.5rem;margin:0 0 24px}
label{display:block;font-weight:600;margin:16px 0 4px}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid ${c.borderStrong};border-radius:6px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid ${c.focus};outline-offset:2px}
input[aria-invalid=true]{border-color:${c.critical}}
.field-error{color:${c.critical};margin:4px 0 0;font-size:.9rem}
.alert{background:${c.criticalSoft};color:${c.criticalHover};border-radius:6px;padding:10px 12px;margin:0 0 16px}
.notice{background:${c.brandSoft};color:${c.brandPressed};border-radius:6px;padding:10px 12px;margin:0 0 16px}
button{margin-top:24px;width:100%;padding:12px;font:inherit;font-weight:600;color:${c.textOnBrand};background:${c.brand};border:0;border-radius:6px;cursor:pointer}
button.secondary{background:${c.surface};color:${c.brand};border:1px solid ${c.brand}}
p.links{margin:20px 0 0;text-align:center}
a{color:${c.info}}
.hint{color:${c.textMuted};font-size:.9rem;margin:4px 0 0}
`;

/**
 * The pages' only script, served as a file so the Content-Security-Policy needs no inline
 * script: a "Back to WattWise" link closes the popup it was opened in, and the sign-out page
 * submits its form by itself.
 */
export const PAGE_SCRIPT_PATH = '/account/page.js';
export const pageScript = `document.addEventListener('click', function (event) {
  var link = event.target instanceof Element && event.target.closest('a[data-close-popup]');
  if (link && window.opener) { event.preventDefault(); window.close(); }
});
if (document.querySelector('[data-auto-submit]') && document.forms[0]) document.forms[0].submit();
`;

/** A whole page around a main section. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · WattWise</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${styles}</style>
<script src="${PAGE_SCRIPT_PATH}" defer></script>
</head>
<body>
<main>
<p class="brand">WattWise</p>
${body}
</main>
</body>
</html>`;
}

interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  value?: string;
  error?: string;
  autocomplete: string;
  hint?: string;
}

/** A labelled input with its error and hint tied to it for screen readers. */
function field(spec: FieldSpec): string {
  const id = `field-${spec.name}`;
  const describedBy = [spec.hint ? `${id}-hint` : '', spec.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<label for="${id}">${escapeHtml(spec.label)}</label>
<input id="${id}" name="${spec.name}" type="${spec.type}" autocomplete="${spec.autocomplete}" required${
    spec.value !== undefined && spec.type !== 'password' ? ` value="${escapeHtml(spec.value)}"` : ''
  }${spec.error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${spec.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(spec.hint)}</p>` : ''}${
    spec.error ? `<p class="field-error" id="${id}-error">${escapeHtml(spec.error)}</p>` : ''
  }`;
}

function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';
}

function notice(message: string | undefined): string {
  return message ? `<p class="notice" role="status">${escapeHtml(message)}</p>` : '';
}

function hidden(name: string, value: string | undefined): string {
  return value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '';
}

export function signInPage(options: {
  action: string;
  signUpHref: string;
  email?: string;
  error?: string;
  /** A neutral notice above the form (after sign-up). */
  notice?: string;
}): string {
  return page(
    'Sign in',
    `<h1>Sign in to WattWise</h1>
${alert(options.error)}
${options.notice ? `<p class="notice" role="status">${escapeHtml(options.notice)}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field({ name: 'email', label: 'Email', type: 'email', value: options.email ?? '', autocomplete: 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
<button type="submit">Sign in</button>
</form>
<p class="links"><a href="${escapeHtml(options.signUpHref)}">Create an account</a></p>`,
  );
}

export function signUpPage(options: {
  action: string;
  signInHref?: string;
  values?: { name?: string; email?: string };
  errors?: Partial<Record<'name' | 'email' | 'password', string>>;
  minPasswordLength: number;
}): string {
  const errors = options.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  return page(
    'Create your account',
    `<h1>Create your WattWise account</h1>
${alert(hasErrors ? 'Please correct the highlighted fields.' : undefined)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field({ name: 'name', label: 'Name', type: 'text', value: options.values?.name ?? '', error: errors.name, autocomplete: 'name' })}
${field({ name: 'email', label: 'Email', type: 'email', value: options.values?.email ?? '', error: errors.email, autocomplete: 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', error: errors.password, autocomplete: 'new-password', hint: `At least ${options.minPasswordLength} characters.` })}
<button type="submit">Create account</button>
</form>
${options.signInHref ? `<p class="links">Already have an account? <a href="${escapeHtml(options.signInHref)}">Sign in</a></p>` : ''}`,
  );
}

export function changePasswordPage(options: {
  action: string;
  csrf: string;
  errors?: Partial<Record<'current' | 'password', string>>;
  done?: boolean;
  minPasswordLength: number;
}): string {
  const errors = options.errors ?? {};
  return page(
    'Change password',
    `<h1>Change your password</h1>
${notice(options.done ? 'Your password has been changed.' : undefined)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${hidden('csrf', options.csrf)}
${field({ name: 'current', label: 'Current password', type: 'password', error: errors.current, autocomplete: 'current-password' })}
${field({ name: 'password', label: 'New password', type: 'password', error: errors.password, autocomplete: 'new-password', hint: `At least ${options.minPasswordLength} characters.` })}
<button type="submit">Change password</button>
</form>
${closeLink()}`,
  );
}

export function profilePage(options: {
  action: string;
  csrf: string;
  values: { name: string; email: string };
  errors?: Partial<Record<'name' | 'email', string>>;
  done?: boolean;
  /** A new e-mail was asked for: it changes once confirmed from that mailbox. */
  emailSent?: boolean;
}): string {
  const errors = options.errors ?? {};
  const saved = options.emailSent
    ? 'Your profile has been saved. We have sent an email to the new address: your email changes when you follow its link.'
    : 'Your profile has been saved.';
  return page(
    'Edit profile',
    `<h1>Edit your profile</h1>
${notice(options.done ? saved : undefined)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${hidden('csrf', options.csrf)}
${field({ name: 'name', label: 'Name', type: 'text', value: options.values.name, error: errors.name, autocomplete: 'name' })}
${field({ name: 'email', label: 'Email', type: 'email', value: options.values.email, error: errors.email, autocomplete: 'email' })}
<button type="submit">Save profile</button>
</form>
${closeLink()}`,
  );
}

/** A popup closes itself; a full page goes back to the app. */
function closeLink(): string {
  return `<p class="links"><a href="/" data-close-popup>Back to WattWise</a></p>`;
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }) {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p class="links"><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  );
}

/** The RP-initiated logout step: submits itself (logout=yes), as Auth0 signs out without asking. */
export function signOutPage(form: string): string {
  const withChoice = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Sign out</button></noscript></form>',
  );
  return page(
    'Signing out',
    `<h1>Signing you out</h1>
${withChoice}
<span data-auto-submit hidden></span>`,
  );
}
