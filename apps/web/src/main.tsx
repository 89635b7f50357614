// First: keeps zod from probing eval under the server's CSP (apps/server issue 14).
import './noEval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@wattwise/ui/style.css';
import { App, preloadFirstScreen } from './app/App';
import { pageSession } from './platform/auth/session';
import { readRuntimeConfig } from './platform/config/runtimeConfig';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const config = readRuntimeConfig(window.__WATTWISE_CONFIG__);
// The sign-in check runs while the first screen's code downloads (AuthProvider reports its end).
void pageSession(config.auth)
  .start(window.location.search)
  .catch(() => undefined);
// index.html shows 'Loading…' meanwhile.
void preloadFirstScreen(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    // A transition: React renders the first screen in short tasks, so the page stays responsive.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App config={config} />
        </StrictMode>,
      );
    });
  });
