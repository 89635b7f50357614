import { useEffect } from 'react';

/**
 * Marks the page `data-app="ready"` once the app has taken over the screen the server drew.
 * Each layout renders it beside its `<Outlet />`, inside the innermost Suspense boundary, so it
 * commits with the route's screen: React hydrates the boundaries one inside the other, each in a
 * pass of its own, and a mark placed higher up (it was in App) was set while the screen was
 * still the server's markup, with its switches deaf. From the mark on, React listens to the
 * screen's controls. End-to-end tests wait for it before pressing a control the server drew
 * (e2e/appReady.ts), and a switch pressed before it is pressed again then (earlyClicks.ts).
 * Renders nothing.
 */
export function TakenOver() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
