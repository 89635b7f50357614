/** Story helpers: read what the WebGL map drew (needs preserveDrawingBuffer). */

/** The colour drawn at the centre of the map canvas inside `container`, as [r, g, b]. */
export function mapCentreColour(container: HTMLElement): [number, number, number] {
  return mapColourAt(container, 0.5, 0.5);
}

/** The colour drawn at a point of the map canvas, given as fractions of its width and height. */
export function mapColourAt(
  container: HTMLElement,
  fractionX: number,
  fractionY: number,
): [number, number, number] {
  const canvas = container.querySelector<HTMLCanvasElement>('canvas.maplibregl-canvas');
  if (!canvas) throw new Error('The map has no canvas yet');
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const context = copy.getContext('2d')!;
  context.drawImage(canvas, 0, 0);
  const [r = 0, g = 0, b = 0] = context.getImageData(
    Math.floor(canvas.width * fractionX),
    Math.floor(canvas.height * fractionY),
    1,
    1,
  ).data;
  return [r, g, b];
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * The name of the palette colour nearest a sampled colour: robust to the map's lighting and
 * blending, which shift a drawn colour without bringing it nearer another palette entry.
 */
export function nearestColourName(
  sample: [number, number, number],
  palette: Readonly<Record<string, string>>,
): string {
  let best = '';
  let bestDistance = Infinity;
  for (const [name, hex] of Object.entries(palette)) {
    const distance = rgb(hex).reduce(
      (sum, channel, index) => sum + (channel - sample[index]!) ** 2,
      0,
    );
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best;
}

/** A computed CSS colour ('rgb(r, g, b)' or 'rgba(...)') as [r, g, b]. */
export function parseRgb(cssColour: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = (cssColour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [r, g, b];
}
