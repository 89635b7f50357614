import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { App } from '../app/App';
import { answerCache } from '../platform/api/answerCache';
import { readFirstAnswers, renderedForPhone } from '../platform/api/firstAnswers';
import type { RuntimeConfig } from '../platform/config/runtimeConfig';
import { renderFirstScreen, type RenderRequest, type RenderedScreen } from '../server';

/** The server's render of a screen that it renders in place (not a redirect), or null. */
export async function renderedFirstScreen(request: RenderRequest): Promise<RenderedScreen | null> {
  const screen = await renderFirstScreen(request);
  if (screen && 'redirect' in screen) throw new Error(`Redirected to ${screen.redirect}`);
  return screen;
}

/** Puts a rendered screen into the document as the server's page does: #root, then the answers. */
export function pageOf(screen: RenderedScreen): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute(screen.rootAttribute, screen.rootValue);
  root.innerHTML = screen.html;
  document.body.append(root);
  document.body.insertAdjacentHTML('beforeend', screen.answersElement);
  return root;
}

/** What the screen shows: the page's <title> is moved into the head by React, as it should be. */
export function shownText(root: HTMLElement): string {
  return [...root.childNodes]
    .filter((node) => node.nodeName !== 'TITLE')
    .map((node) => node.textContent)
    .join('');
}

/** Whether React has taken a server-rendered node over (it marks the nodes it owns). */
export function isHydrated(node: Element | undefined): boolean {
  return Object.keys(node ?? {}).some((key) => key.startsWith('__reactFiber'));
}

/**
 * The browser's take-over of `root` with the page's answers alone (start.tsx's hydrateRoot),
 * waiting until `node` is React's (boundaries hydrate in later passes) or a mismatch is reported.
 * Calls the page did not answer never come back (fetch never settles).
 */
export async function takeOver(
  root: HTMLElement,
  config: RuntimeConfig,
  node: Element | undefined,
): Promise<{ mounted: Root; mismatches: unknown[] }> {
  const mismatches: unknown[] = [];
  let mounted: Root | undefined;
  await act(async () => {
    mounted = hydrateRoot(
      root,
      <StrictMode>
        <App
          config={config}
          cache={answerCache(readFirstAnswers(document))}
          phone={renderedForPhone(root)}
        />
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  for (let wait = 0; wait < 150 && !isHydrated(node) && mismatches.length === 0; wait++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  if (!mounted) throw new Error('hydrateRoot did not run');
  return { mounted, mismatches };
}
