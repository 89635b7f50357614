/** A site's pin where the map draws it, in map pixels. */
export interface ScreenPin {
  id: string;
  x: number;
  y: number;
}

/**
 * How far apart two pins' anchors must be, in map pixels, for both to be read: a pin is a pill
 * about 60 × 22 px ('High' and its dot), so pins closer than this overlap.
 */
export const PIN_OVERLAP_PX = { x: 56, y: 26 } as const;

/**
 * Groups pins that would overlap on screen, in order: each pin joins the first group whose first
 * pin it overlaps, else starts a group. Sites at one address always share a group; sites a few
 * streets apart share one at the UK-wide zoom and part as the map zooms in.
 */
export function clusterPins(
  pins: readonly ScreenPin[],
  overlap: { x: number; y: number } = PIN_OVERLAP_PX,
): string[][] {
  const groups: { anchor: ScreenPin; ids: string[] }[] = [];
  for (const pin of pins) {
    const group = groups.find(
      ({ anchor }) =>
        Math.abs(anchor.x - pin.x) < overlap.x && Math.abs(anchor.y - pin.y) < overlap.y,
    );
    if (group) group.ids.push(pin.id);
    else groups.push({ anchor: pin, ids: [pin.id] });
  }
  return groups.map((g) => g.ids);
}
