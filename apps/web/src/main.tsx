// First: keeps zod from probing eval, which the server's Content-Security-Policy (no
// 'unsafe-eval') would report as a violation on every page (noEval.ts).
import './noEval';
import '@wattwise/ui/style.css';
import { recordEarlyClicks } from './platform/api/earlyClicks';
import { RENDERED_ATTRIBUTE, movePreloadsIntoHead } from './platform/api/firstAnswers';
import { readRuntimeConfig } from './platform/config/runtimeConfig';
import { warmIntl } from './warmIntl';

// The entry is small on purpose: React and the first screen's code download meanwhile (the
// server's modulepreload links). There is no sign-in check to start: the session is the server's,
// which says in the page whether the user is signed in (docs/adr/0019).
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const injected: unknown = window.__WATTWISE_CONFIG__;
const config = readRuntimeConfig(injected);

/** Resolves in a later task, so that the browser can paint and handle input meanwhile. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Resolves once the browser has painted a frame (the task after the next animation frame). */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const rendered = root.hasAttribute(RENDERED_ATTRIBUTE);
// A tap on the rendered screen before the app listens is kept, and made again once it does.
const earlyClicks = rendered ? recordEarlyClicks() : undefined;
// When the server rendered the first screen, the browser paints it before any of the app's work,
// and the app's code downloads after that paint instead of competing with what it needs.
const painted = rendered ? afterPaint().then(movePreloadsIntoHead) : Promise.resolve();
// In a worker, while the rest of the code downloads; after the first paint, so that it does not
// hold it up. The app takes the screen over once ICU is ready (or the worker has had its time).
const intlReady = painted.then(() => warmIntl());
// index.html shows 'Loading…' meanwhile. Under `vite dev` nothing is injected: the session is
// asked of the server first (a module of its own, never loaded by the built app's pages).
void (
  import.meta.env.DEV && injected === undefined
    ? import('./platform/config/devServer').then(({ devServerConfig }) => devServerConfig(config))
    : Promise.resolve(config)
)
  .then((ready) => painted.then(() => ready))
  // React first, in a task of its own, then the app's start module in the next: evaluating both
  // at once was one task of 30 to 60 ms (four times that on a phone), during which the page could
  // not answer a tap.
  .then((ready) =>
    import('react-dom/client')
      .then(nextTask)
      .then(() => Promise.all([import('./start'), intlReady]))
      .then(([{ start }]) => start(root, ready, earlyClicks)),
  );
