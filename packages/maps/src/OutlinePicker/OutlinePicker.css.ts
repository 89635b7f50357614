import { style } from '@vanilla-extract/css';
import { insetFocusRingStyle, vars } from '@wattwise/ui';

export const layout = style({
  display: 'grid',
  gridTemplateRows: 'minmax(320px, 1fr) auto',
  width: '100%',
  height: '100%',
  font: `14px/20px ${vars.font.body}`,
  color: vars.colour.text,
});

export const nearby = style({
  margin: 0,
  padding: 8,
  borderTop: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  maxHeight: 180,
  overflowY: 'auto',
});

export const nearbyTitle = style({
  margin: '0 0 4px',
  font: `600 14px/20px ${vars.font.body}`,
});

export const nearbyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 2,
});

export const nearbyButton = style({
  width: '100%',
  textAlign: 'left',
  padding: '6px 8px',
  border: '1px solid transparent',
  borderRadius: 4,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.colour.surfaceMuted },
    '&:focus-visible': insetFocusRingStyle,
    '&[aria-pressed="true"]': {
      borderColor: vars.colour.mapSelected,
      background: vars.colour.mapSelectedSoft,
      fontWeight: 600,
    },
  },
});

export const area = style({ color: vars.colour.textMuted, marginLeft: 8 });

export const status = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
});
