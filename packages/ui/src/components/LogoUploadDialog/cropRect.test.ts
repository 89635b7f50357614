import { describe, expect, it } from 'vitest';
import { LOGO_ASPECT, initialCrop, moveCrop } from './cropRect';

describe('logo crop', () => {
  it('takes the largest 302:140 area of a tall image, centred', () => {
    const crop = initialCrop(604, 1000);
    expect(crop.width).toBe(604);
    expect(crop.height).toBeCloseTo(280);
    expect(crop.y).toBeCloseTo(360);
    expect(crop.width / crop.height).toBeCloseTo(LOGO_ASPECT);
  });
  it('limits a wide image by its height', () => {
    const crop = initialCrop(2000, 140);
    expect(crop).toEqual({ x: (2000 - 302) / 2, y: 0, width: 302, height: 140 });
  });
  it('keeps the crop inside the image when moved', () => {
    const crop = initialCrop(604, 1000);
    expect(moveCrop(crop, 0, -10_000, 604, 1000).y).toBe(0);
    expect(moveCrop(crop, 0, 10_000, 604, 1000).y).toBeCloseTo(720);
  });
});
