/**
 * Loads the browser's internationalisation data (ICU) before the app takes over the first screen,
 * without holding the main thread.
 *
 * The first `Intl` call of each kind in a page loads its part of ICU: 15 to 35 ms of a fast
 * machine's main thread, about four times that on a phone, in one piece that cannot be cut (React
 * Aria makes such calls as its providers render, the app as it sorts names and formats numbers).
 * A worker makes those calls instead (intlWorker.ts): the data it loads is the renderer process's,
 * so the page's own calls then find it ready. Where no worker can start, the same calls run on the
 * main thread, one per task, between which the browser paints and handles input.
 *
 * Resolves once the data is loaded, or after `patience` ms at the most: the app takes the screen
 * over then whatever the worker is doing.
 */
export function warmIntl({
  startWorker = defaultWorker,
  schedule = (step: () => void) => void setTimeout(step, 0),
  patience = 1000,
}: {
  startWorker?: () => Worker;
  schedule?: (step: () => void) => void;
  patience?: number;
} = {}): Promise<void> {
  return new Promise<void>((resolve) => {
    let worker: Worker;
    try {
      worker = startWorker();
    } catch {
      void warmOnMainThread(schedule, resolve);
      return;
    }
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = setTimeout(done, patience);
    worker.addEventListener('message', done);
    // A worker that cannot load (its script refused, say): the main thread warms ICU itself.
    worker.addEventListener('error', () => {
      clearTimeout(timer);
      worker.terminate();
      void warmOnMainThread(schedule, resolve);
    });
  });
}

function defaultWorker(): Worker {
  return new Worker(new URL('./intlWorker.ts', import.meta.url), { type: 'module' });
}

/**
 * The same calls on the main thread, one per task (`schedule`), then `resolve`. The steps load
 * with a module of their own: they name the product's locale, from the domain, which the entry
 * does not load.
 */
async function warmOnMainThread(
  schedule: (step: () => void) => void,
  resolve: () => void,
): Promise<void> {
  const { intlSteps, pageLocales, runStep } = await import('./intlSteps').catch(() => ({
    intlSteps: [],
    pageLocales: () => [],
    runStep: () => undefined,
  }));
  const calls = pageLocales(navigator.language).flatMap((locale) =>
    intlSteps.map((step) => () => runStep(step, locale)),
  );
  const run = (index: number) => {
    const call = calls[index];
    if (!call) {
      resolve();
      return;
    }
    call();
    schedule(() => run(index + 1));
  };
  schedule(() => run(0));
}
