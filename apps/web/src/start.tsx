import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstScreen } from './app/App';
import type { RuntimeConfig } from './platform/config/runtimeConfig';

/**
 * Loads the first address's screens, then renders the app into `root` (main.tsx imports this
 * module once it has read the runtime configuration).
 */
export async function start(root: HTMLElement, config: RuntimeConfig): Promise<void> {
  await preloadFirstScreen(window.location.pathname).catch(() => undefined);
  // A transition: React renders the first screen in short tasks, so the page stays responsive.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  });
}
