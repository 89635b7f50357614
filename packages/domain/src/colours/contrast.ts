/**
 * WCAG 2.2 contrast maths (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio, 2023):
 * relative luminance of sRGB colours and their contrast ratio.
 */

/** Parses '#rgb' or '#rrggbb' into [r, g, b] in 0-255. Throws on anything else. */
function parseHexColour(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1] ?? '';
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (0 black to 1 white) of a hex colour, per WCAG 2.2. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColour(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio (1 to 21) between two hex colours, per WCAG 2.2. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}
