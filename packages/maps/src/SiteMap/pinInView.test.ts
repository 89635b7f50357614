import { describe, expect, it } from 'vitest';
import { isPinInView, PIN_MARGIN_PX } from './pinInView';

describe('isPinInView', () => {
  const phone = { width: 390, height: 640 };
  it('keeps the camera for a pin well inside the map', () => {
    expect(isPinInView({ x: 195, y: 320 }, phone)).toBe(true);
    expect(isPinInView({ x: PIN_MARGIN_PX, y: PIN_MARGIN_PX }, phone)).toBe(true);
  });
  it('moves the camera for a pin off the map or too near an edge for its card', () => {
    expect(isPinInView({ x: -120, y: 390 }, phone)).toBe(false);
    expect(isPinInView({ x: 380, y: 320 }, phone)).toBe(false);
    expect(isPinInView({ x: 195, y: 630 }, phone)).toBe(false);
  });
});
