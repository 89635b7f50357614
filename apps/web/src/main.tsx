// First: keeps zod from probing eval under the server's CSP (apps/server issue 14).
import './noEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@wattwise/ui/style.css';
import { App } from './app/App';
import { readRuntimeConfig } from './platform/config/runtimeConfig';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App config={readRuntimeConfig(window.__WATTWISE_CONFIG__)} />
  </StrictMode>,
);
