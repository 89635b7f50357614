/** The text of a PDF, one line per baseline, pages separated by a form feed (scripts/pdfText.mjs). */
export declare function pdfText(bytes: Uint8Array): Promise<string>;
