// Runs the story tests as a machine with other system fonts would: Chromium sees only this
// machine's serif face (its own fontconfig settings kept), so any text the stories draw in a
// system font (sans-serif, monospace, system-ui, a frame's default) comes out in that serif and
// fails its picture. The baselines pass only if every text is in the bundled Inter.
//
//   npm run test:other-fonts -w @wattwise/docs [-- <story files>]
//
// `npm test` runs the story tests this way, so every run (CI's included) shows that a machine with
// other fonts, or only the fonts Debian's Chromium brings, draws the same pictures. Where the
// machine cannot be made to look different (no fontconfig tools, or one face only), the stories
// run as they are.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const match = (pattern) => {
  try {
    return execFileSync('fc-match', [pattern, '--format=%{file}'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
};

const vitest = (env) =>
  spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env }).status ??
  1;

const serif = match('serif');
if (serif === null || serif === match('sans-serif')) {
  console.log('Story tests with the system fonts as they are (no other face to draw in).');
  process.exit(vitest(process.env));
}

const work = mkdtempSync(path.join(tmpdir(), 'other-fonts-'));
const fonts = path.join(work, 'fonts');
mkdirSync(fonts);
symlinkSync(serif, path.join(fonts, path.basename(serif)));
const config = path.join(work, 'fonts.conf');
writeFileSync(
  config,
  `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${fonts}</dir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
  <cachedir>${path.join(work, 'cache')}</cachedir>
</fontconfig>
`,
);
console.log(`Story tests with only ${path.basename(serif)} as a system font`);
const status = vitest({ ...process.env, FONTCONFIG_FILE: config });
rmSync(work, { recursive: true, force: true });
process.exit(status);
