// Writes dist/favicon.svg, the browser tab's icon: a lightning bolt on the brand colour, both from
// packages/ui's tokens (one palette). index.html links it; without one, every page load asked for
// /favicon.ico and logged a 404. Run by `npm run build` after vite build.
//   node scripts/favicon.mjs [distDir]
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lightColours } from '@wattwise/ui/tokens';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(process.argv[2] ?? join(here, '..', 'dist'));

export function faviconSvg({ brand, textOnBrand }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="7" fill="${brand}"/>` +
    `<path d="M18 4 8 18h7l-2 10 11-15h-7z" fill="${textOnBrand}"/>` +
    `</svg>\n`
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(join(dist, 'favicon.svg'), faviconSvg(lightColours));
  console.log(`favicon.svg: written to ${dist}`);
}
