// First: keeps zod from probing eval under the server's CSP (apps/server issue 14).
import './noEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LocaleProvider } from '@wattwise/ui';
import { App } from './App';
import { readRuntimeConfig } from './config/runtimeConfig';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <LocaleProvider>
      <App config={readRuntimeConfig(window.__WATTWISE_CONFIG__)} />
    </LocaleProvider>
  </StrictMode>,
);
