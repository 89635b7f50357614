/**
 * Room a site card needs round its pin: the card (about 240 × 170 px) opens on whichever side of
 * the pin has space, so the pin must be this far inside every edge of the map.
 */
export const PIN_MARGIN_PX = 64;

/** True when a pin at `point` (map pixels) is far enough inside the map for its card to fit. */
export function isPinInView(
  point: { x: number; y: number },
  size: { width: number; height: number },
  margin = PIN_MARGIN_PX,
): boolean {
  return (
    point.x >= margin &&
    point.x <= size.width - margin &&
    point.y >= margin &&
    point.y <= size.height - margin
  );
}
