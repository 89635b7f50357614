// First: keeps zod from probing eval under the server's CSP (apps/server issue 14).
import './noEval';
import '@wattwise/ui/style.css';
import { pageSession } from './platform/auth/session';
import { readRuntimeConfig } from './platform/config/runtimeConfig';
import { warmIntl } from './warmIntl';

// The entry is small on purpose: it starts the sign-in check (on a reload a hidden frame and a
// token request, after signing in the code exchange) as soon as it arrives, while React and the
// first screen's code are still downloading (the server's modulepreload links), instead of after
// them (docs/adr/0018).
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const config = readRuntimeConfig(window.__WATTWISE_CONFIG__);
// AuthProvider reads the same client and reports the check's end.
void pageSession(config.auth)
  .start(window.location.search)
  .catch(() => undefined);
// In a task of its own, while the rest of the code downloads.
setTimeout(warmIntl, 0);
// index.html shows 'Loading…' meanwhile.
void import('./start').then(({ start }) => start(root, config));
