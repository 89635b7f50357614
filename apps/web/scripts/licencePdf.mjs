// Builds the end user licence agreement PDF that the terms page embeds (spec shell §2: "Terms page
// embeds the end user licence agreement PDF"), from our own text in legal/. Run by `npm run build`
// after vite build; writes dist/legal/end-user-licence-agreement.pdf (served by apps/server).
//   node scripts/licencePdf.mjs [distDir]
import { mkdirSync, readFileSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { lightColours } from '@wattwise/ui/tokens';

const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, '..', 'legal', 'end-user-licence-agreement.txt');
const outDir = join(resolve(process.argv[2] ?? join(here, '..', 'dist')), 'legal');
const outFile = join(outDir, 'end-user-licence-agreement.pdf');

const lines = readFileSync(source, 'utf8').split('\n');
const title = (lines.find((line) => line.startsWith('# ')) ?? '# End user licence agreement').slice(
  2,
);

mkdirSync(outDir, { recursive: true });
// A fixed creation date keeps the build reproducible (same text, same bytes).
const doc = new PDFDocument({
  size: 'A4',
  margin: 56,
  info: { Title: title, Author: 'WattWise', CreationDate: new Date('2026-11-23T00:00:00Z') },
});
const done = new Promise((settle, fail) => {
  const stream = createWriteStream(outFile);
  stream.on('finish', settle);
  stream.on('error', fail);
  doc.pipe(stream);
});

for (const line of lines) {
  if (line.startsWith('# ')) {
    doc.font('Helvetica-Bold').fontSize(20).fillColor(lightColours.brand).text(line.slice(2));
    doc.moveDown(0.5);
  } else if (line.startsWith('## ')) {
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(13).fillColor(lightColours.text).text(line.slice(3));
    doc.moveDown(0.3);
  } else if (line.trim() !== '') {
    doc.font('Helvetica').fontSize(10.5).fillColor(lightColours.text);
    doc.text(line, { align: 'left', lineGap: 2 });
  }
}
doc.end();
await done;
console.log(`licence PDF: ${outFile}`);
