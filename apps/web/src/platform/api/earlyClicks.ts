/**
 * A click made on a server-rendered screen before the app has taken it over (docs/adr/0019): the
 * markup is on screen while the app's code still loads, and React hears nothing until
 * `hydrateRoot` is called. The entry records the last such click on a button, and the app clicks
 * it again once React listens: React then hydrates that part of the screen at once and handles
 * the click, so a tap made early is not lost (home's site cards, measured in Chromium).
 *
 * Not for React Aria's collection items (tabs, tree rows, options): React Aria renders them
 * again, as new elements, once the app has taken the screen over, and a click made again on the
 * server's element did not select the tab. A press on those before then is lost (docs/adr/0019).
 *
 * Links and form fields are left alone: the browser follows a link itself, and keeps what was
 * typed. This module is on the entry's path: it imports nothing.
 */

/** The controls whose early click is made again. */
const REPLAYED = 'button, [role="button"]';

export interface EarlyClicks {
  /**
   * Stops recording and clicks again the control last clicked, if it is still on the page. Call
   * it once React listens (after `hydrateRoot`).
   */
  replay(): void;
}

/** Starts recording clicks on `doc`, in the capture phase, before anything else sees them. */
export function recordEarlyClicks(doc: Document = document): EarlyClicks {
  let last: HTMLElement | null = null;
  const record = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href], input, select, textarea')) return;
    const control = target.closest(REPLAYED);
    if (control instanceof HTMLElement) last = control;
  };
  doc.addEventListener('click', record, true);
  return {
    replay() {
      doc.removeEventListener('click', record, true);
      const control = last;
      last = null;
      if (control?.isConnected) control.click();
    },
  };
}
