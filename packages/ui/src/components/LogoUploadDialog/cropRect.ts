import { LAYOUT } from '@wattwise/domain';

/** Logo crop aspect of the spec: 302:140 (LAYOUT.logoCropWidth / logoCropHeight in packages/domain). */
export const LOGO_ASPECT = LAYOUT.logoCropWidth / LAYOUT.logoCropHeight;

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest 302:140 rectangle inside the image, centred. */
export function initialCrop(imageWidth: number, imageHeight: number): CropRect {
  const width = Math.min(imageWidth, imageHeight * LOGO_ASPECT);
  const height = width / LOGO_ASPECT;
  return { x: (imageWidth - width) / 2, y: (imageHeight - height) / 2, width, height };
}

/** Moves the crop by (dx, dy) image pixels, kept inside the image. */
export function moveCrop(
  crop: CropRect,
  dx: number,
  dy: number,
  imageWidth: number,
  imageHeight: number,
): CropRect {
  return {
    ...crop,
    x: Math.min(imageWidth - crop.width, Math.max(0, crop.x + dx)),
    y: Math.min(imageHeight - crop.height, Math.max(0, crop.y + dy)),
  };
}
