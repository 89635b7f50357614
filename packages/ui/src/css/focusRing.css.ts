import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The focus ring every interactive element shows when focused by keyboard. */
export const focusRingStyle = {
  outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
  outlineOffset: vars.focusRing.offset,
} as const;

/**
 * The same ring drawn inside the element: for elements in a box that clips what overflows it
 * (a map's canvas, segments of a button group, cells of a scrolling grid).
 */
export const insetFocusRingStyle = {
  outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
  outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
} as const;

/** For react-aria elements: the ring shows on `[data-focus-visible]`. */
export const focusRing = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyle },
});

/** Visually hidden but read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
