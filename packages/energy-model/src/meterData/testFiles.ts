/** Excerpts of the shared meter files (test-data/), for the meter-file tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const dir = fileURLToPath(new URL('../../test-data', import.meta.url));

/** A test-data file's text (gzip undone). */
export function testDataText(file: string): string {
  const bytes = readFileSync(join(dir, file));
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

/** The header and the rows of a `start_local,kwh` meter file whose date is in [from, to]. */
function meterExcerpt(file: string, from: string, to: string): string {
  const [header, ...rows] = testDataText(`uk-meters-extra/${file}`).trim().split('\n');
  return [header, ...rows.filter((r) => r.slice(0, 10) >= from && r.slice(0, 10) <= to)].join('\n');
}

/** The first 1,499 half-hours of OpenEEmeter's UK sample 1 (`start,value`, UK local time). */
export const eemeterSampleHead = () =>
  testDataText('uk-electricity-hdd-only-hourly-sample-1.csv.gz')
    .split('\n')
    .slice(0, 1500)
    .join('\n')
    .replace(/\r$/, '');

/** Energy Sparks' Castle Primary meter over the October 2013 clock change (48 values that day). */
export const castleOctober2013 = () =>
  meterExcerpt(
    'castle-primary-keynsham-electricity-2200041803451-halfhourly.csv.gz',
    '2013-10-24',
    '2013-10-30',
  );

/** Energy Sparks' Paulton Junior meter over the March 2015 clock change (folded into 48 slots). */
export const paultonMarch2015 = () =>
  meterExcerpt(
    'paulton-junior-electricity-2200011955152-halfhourly.csv.gz',
    '2015-03-26',
    '2015-04-01',
  );
