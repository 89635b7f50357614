import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const switchRoot = style({
  // The visually hidden input is placed against the switch, not the page: inside a table that
  // scrolls sideways it would otherwise widen the whole page.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.colour.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.colour.textMuted } },
});

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: 40,
  height: 24,
  borderRadius: vars.radius.full,
  background: vars.colour.borderStrong,
  transition: `background ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.colour.brand },
    [`${switchRoot}[data-focus-visible] &`]: focusRingStyle,
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: 18,
  height: 18,
  borderRadius: vars.radius.full,
  background: vars.colour.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)' } },
});
