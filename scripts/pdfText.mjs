// The text of a PDF, read with pdfjs-dist from npm instead of poppler's pdftotext, so the tests that
// read the reports need nothing the README does not list: the server's report tests and the web
// app's end-to-end journeys import this one function.

/**
 * pdf.js, loaded on first use. Its legacy build (the one for Node 20) carries core-js, which can
 * replace the global JSON.stringify with a recursive one: in a test process that had read a
 * report, a body nested 2,500 deep then overflowed the stack while being written (the route fuzz
 * harness, whose test files share one process). The built-in one, as it was before pdf.js, is put
 * back after loading and after every read.
 */
const builtInStringify = JSON.stringify;
let pdfjs;
async function loadPdfjs() {
  try {
    pdfjs ??= await import('pdfjs-dist/legacy/build/pdf.mjs');
  } finally {
    JSON.stringify = builtInStringify;
  }
  return pdfjs;
}

/** Items whose baselines differ by less than this many points sit on one line. */
const SAME_LINE_POINTS = 2;

/**
 * The text of every page, top to bottom, one line per baseline, pages separated by a form feed
 * (as pdftotext separates them). Runs of text on one line are joined in reading order, with a
 * space where the PDF leaves a gap between them.
 */
export async function pdfText(bytes) {
  const { getDocument } = await loadPdfjs();
  const document = await getDocument({
    // pdf.js takes ownership of the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(linesOf(content.items.filter((item) => 'str' in item)).join('\n'));
    }
    return pages.join('\n\f');
  } finally {
    await document.destroy();
    JSON.stringify = builtInStringify;
  }
}

/** Groups text runs by baseline (PDF y grows upwards), then orders each line left to right. */
function linesOf(items) {
  const lines = [];
  for (const item of items) {
    if (item.str === '' && !item.hasEOL) continue;
    const [, , , , x, y] = item.transform;
    let line = lines.find((candidate) => Math.abs(candidate.y - y) < SAME_LINE_POINTS);
    if (!line) {
      line = { y, runs: [] };
      lines.push(line);
    }
    line.runs.push({ x, width: item.width, text: item.str });
  }
  lines.sort((a, b) => b.y - a.y);
  return lines.map(({ runs }) => {
    runs.sort((a, b) => a.x - b.x);
    let text = '';
    let end = -Infinity;
    for (const run of runs) {
      const gap =
        run.x - end > 1 && text !== '' && !text.endsWith(' ') && !run.text.startsWith(' ');
      text += (gap ? ' ' : '') + run.text;
      end = run.x + run.width;
    }
    return text.trimEnd();
  });
}
