import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadFirstScreen } from './app/App';
import { answerCache } from './platform/api/answerCache';
import type { EarlyClicks } from './platform/api/earlyClicks';
import {
  readFirstAnswers,
  RENDERED_ATTRIBUTE,
  renderedForPhone,
} from './platform/api/firstAnswers';
import type { RuntimeConfig } from './platform/config/runtimeConfig';

/**
 * Loads the first address's screens, then renders the app into `root` (main.tsx imports this
 * module once it has read the runtime configuration). When the server rendered the first screen,
 * the app takes over its markup (hydration) with the answers the server put into the page.
 */
export async function start(
  root: HTMLElement,
  config: RuntimeConfig,
  earlyClicks?: EarlyClicks,
): Promise<void> {
  const rendered = root.hasAttribute(RENDERED_ATTRIBUTE);
  await preloadFirstScreen(window.location.pathname, rendered).catch(() => undefined);
  const app = (
    <StrictMode>
      <App
        config={config}
        cache={answerCache(readFirstAnswers(document))}
        phone={renderedForPhone(root)}
      />
    </StrictMode>
  );
  // A transition: React renders (or hydrates) the first screen in short tasks, so the page stays
  // responsive.
  startTransition(() => {
    if (rendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // React listens from here on: a click made on the screen while the code loaded is made again,
  // and React takes over the part clicked at once to handle it.
  earlyClicks?.replay();
}
