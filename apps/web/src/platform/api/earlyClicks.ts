/**
 * A click made on a server-rendered screen before the app has taken it over (docs/adr/0019): the
 * markup is on screen while the app's code still loads, and React hears nothing until
 * `hydrateRoot` is called. The entry records the last such click on a button, and the app clicks
 * it again once React listens: React then hydrates that part of the screen at once and handles
 * the click, so a tap made early is not lost (home's site cards, measured in Chromium).
 *
 * Switches, checkboxes and radios (the plan's scenario switches) are toggled by the browser
 * itself, which React would never hear. They need no recording: a box whose state differs from
 * the one the server drew (`defaultChecked`) was pressed before the app listened, even before
 * this module ran. At `replay` each is put back as the server drew it, and once the app has taken
 * the screen over (TakenOver.tsx marks the page `data-app="ready"`) it is clicked, so React sees the
 * change from the state it hydrated and the results follow. Clicking at once would not do: React
 * would hydrate the box already toggled and see no change.
 *
 * Not for React Aria's collection items (tabs, tree rows, options): React Aria renders them
 * again, as new elements, once the app has taken the screen over, and a click made again on the
 * server's element did not select the tab. A press on those before then is lost (docs/adr/0019).
 *
 * Links and other form fields are left alone: the browser follows a link itself, and keeps what
 * was typed. This module is on the entry's path: it imports nothing.
 */

/** The controls whose early click is made again. */
const REPLAYED = 'button, [role="button"]';
/** The boxes the browser toggles itself, whose early toggle is made again once the app listens. */
const TOGGLED = 'input[type="checkbox"], input[type="radio"]';

export interface EarlyClicks {
  /**
   * Stops recording and clicks again the control last clicked, if it is still on the page. Call
   * it once React listens (after `hydrateRoot`). Boxes toggled early go back to the server's
   * state now and are toggled again once the page is marked `data-app="ready"`.
   */
  replay(): void;
}

/** Calls `then` once the app has taken the screen over (at once if it already has). */
function afterTakeOver(doc: Document, then: () => void): void {
  const root = doc.documentElement;
  if (root.dataset.app === 'ready') {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.app !== 'ready') return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-app'] });
}

/**
 * Puts a box back as the server drew it. A radio's group is restored through the radio the
 * server checked, as checking it unchecks the one pressed.
 */
function restore(doc: Document, box: HTMLInputElement): void {
  if (box.type !== 'radio' || box.name === '') {
    box.checked = box.defaultChecked;
    return;
  }
  const scope = box.form ?? doc;
  const group = [...scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (radio) => radio.name === box.name && radio.form === box.form,
  );
  const drawn = group.find((radio) => radio.defaultChecked);
  if (drawn) drawn.checked = true;
  else box.checked = false;
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
      // A box pressed an even number of times is as drawn: nothing to do. Of a radio group, the
      // radio pressed (restoring it restores the group).
      const boxes = [...doc.querySelectorAll<HTMLInputElement>(TOGGLED)]
        .filter(
          (box) => box.checked !== box.defaultChecked && (box.type !== 'radio' || box.checked),
        )
        .map((box) => ({ box, wanted: box.checked }));
      for (const { box } of boxes) restore(doc, box);
      if (control?.isConnected) control.click();
      if (boxes.length === 0) return;
      afterTakeOver(doc, () => {
        for (const { box, wanted } of boxes) {
          if (box.isConnected && box.checked !== wanted && !box.disabled) box.click();
        }
      });
    },
  };
}
