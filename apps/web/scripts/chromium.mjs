// Debian's Chromium as every browser-driving script and config of the web app starts it: the
// Lighthouse and long-task scripts and the Playwright journeys. CHROMIUM_PATH overrides the path.

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless in a container: no sandbox or GPU, and no background traffic to skew timings. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
