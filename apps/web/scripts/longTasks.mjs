// The main thread's long tasks after the first paint (docs/adr/0019, step 3): what Lighthouse's
// blocking time is made of. Signs the demo account in on a running server, loads each address
// cold (the HTTP cache emptied) in Debian's Chromium as Lighthouse's phone (its screen size, user
// agent and client hint), records a trace with Lighthouse's own categories, and prints every
// main-thread task over 12 ms (a task that Lighthouse's 4× CPU model counts as blocking), with
// what ran in it and the script it ran, then the blocking time that model gives them. A script that prints figures, not a test.
//   BASE_URL=http://localhost:3000 node scripts/longTasks.mjs [path,path…]
// The server must be seeded with DEMO_PASSWORD=lighthouse-demo (as `npm run lighthouse` seeds
// its own); the default paths are home and the paid demo site's diagnose (a redirect to its
// building's). CHROMIUM_PATH overrides /usr/bin/chromium.
import { userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const paths = (process.argv[2] ?? '/,/predict/480aeb58-1fd5-4b17-8ba7-cd73ea636042/diagnose').split(
  ',',
);
/** Lighthouse 12's trace categories (core/gather/gatherers/trace.js), less the screenshots. */
const categories = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'disabled-by-default-devtools.v8-source-rundown',
];
/** What a task's time went to, among the trace events inside it. */
const KINDS = [
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
];
const LONG_MS = 12;

const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  headless: true,
  args: chromiumArgs,
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  // Lighthouse's phone: its user agent, and the client hint that says it is a phone's (the server
  // then renders the page for a phone).
  await page.setUserAgent({
    userAgent: userAgents.mobile,
    userAgentMetadata: {
      platform: 'Android',
      platformVersion: '11.0',
      architecture: '',
      model: 'moto g power (2022)',
      mobile: true,
    },
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle0' });
  await page.type('input[name=email]', 'demo@wattwise.local');
  await page.type('input[name=password]', 'lighthouse-demo');
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('button')]);
  for (const path of paths) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.goto('about:blank');
    await page.tracing.start({ categories });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
    await new Promise((settle) => setTimeout(settle, 2000));
    const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString()).traceEvents;
    report(path, page.url(), events);
  }
} finally {
  await browser.close();
}

function report(path, landed, events) {
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').pop();
  if (!fcp) {
    console.log(`${path}: no first paint in the trace`);
    return;
  }
  const start = events
    .filter((e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.ts < fcp.ts)
    .pop();
  if (!start) {
    console.log(`${path}: no navigation start in the trace`);
    return;
  }
  const { pid, tid } = start;
  const at = (ts) => Math.round((ts - start.ts) / 1000);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.dur);
  const tasks = onMain.filter(
    (e) => e.name === 'RunTask' && e.ts >= fcp.ts && e.dur > LONG_MS * 1000,
  );
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === pid);
  console.log(`${path}${landed.endsWith(path) ? '' : ` → ${landed.replace(base, '')}`}`);
  console.log(
    `  first paint ${at(fcp.ts)} ms; largest paint ${lcp.map((e) => `${at(e.ts)} ms`).join(', ')}`,
  );
  let blocking = 0;
  for (const task of tasks) {
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && e !== task);
    const kinds = KINDS.map((kind) => [
      kind,
      inside.filter((e) => e.name === kind).reduce((sum, e) => sum + e.dur / 1000, 0),
    ])
      .filter(([, ms]) => ms >= 1)
      .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
      .join(', ');
    const script =
      inside
        .find((e) => e.args?.data?.url)
        ?.args.data.url.replace(/^.*\//, '')
        .replace(/\?.*$/, '') ?? '';
    const ms = task.dur / 1000;
    blocking += Math.max(0, ms * 4 - 50);
    console.log(`  @${at(task.ts)} ms  ${ms.toFixed(1)} ms  ${script}  ${kinds}`);
  }
  console.log(
    `  ${tasks.length} tasks over ${LONG_MS} ms; blocking time at 4× CPU ${blocking.toFixed(0)} ms`,
  );
}
