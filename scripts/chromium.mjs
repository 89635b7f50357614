// Debian's Chromium as every browser-driving script and config of the repository starts it (never
// a downloaded browser; STACK-NOTES): the web app's Playwright journeys, Lighthouse and long-task
// scripts, the docs' story tests, and the charts, maps and viewer3d benchmarks and screenshot
// scripts. CHROMIUM_PATH overrides the path.

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
