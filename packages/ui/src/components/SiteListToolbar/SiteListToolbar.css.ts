import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const search = style({ flex: '1 1 240px', minWidth: 0 });
/**
 * Sort, order and the filter button, 140 to 160 px each: three to a row where they fit, else two
 * (a third each of a phone's width cut 'Descending' to 'Desce…' and 'Energy usage' to 'Energy u…').
 */
export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  flex: '1 1 300px',
  // Its width is the row's, not the three columns' the grid would like (it then overflowed).
  minWidth: 0,
  gap: vars.space.sm,
  maxWidth: 480,
});
export const view = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 40,
});
export const segmented = style({
  display: 'inline-flex',
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const segment = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 38,
  border: 0,
  background: vars.colour.surface,
  color: vars.colour.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { background: vars.colour.brand, color: vars.colour.textOnBrand },
    '&[data-focus-visible], &:has(:focus-visible)': { ...focusRingStyle, outlineOffset: -3 },
    '&[data-disabled]': { color: vars.colour.textMuted, cursor: 'not-allowed' },
  },
});

/** A segment's radio button: over the segment, invisible; the segment shows its state. */
export const segmentInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

/** The native search box's focus: the ring, as on the design system's fields. */
export const nativeInput = style({
  selectors: { '&:focus-visible': focusRingStyle },
});

/**
 * The map switch's checkbox: over the switch's track, invisible, so that a press anywhere on it
 * toggles the switch and keyboard focus lands on it; the track shows the ring.
 */
export const nativeSwitch = style({ position: 'relative' });
export const switchInput = style({
  position: 'absolute',
  left: 0,
  top: '50%',
  transform: 'translateY(-50%)',
  width: 40,
  height: 24,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
globalStyle(`${switchInput}:focus-visible + span`, focusRingStyle);

export const filterPanel = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.lg,
  width: 'min(560px, calc(100vw - 48px))',
  alignItems: 'start',
});
export const filterGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const filterLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.text,
});
export const filterButton = style({ display: 'flex', alignItems: 'flex-end' });
