import { style } from '@vanilla-extract/css';
import { vars } from '@wattwise/ui';

export const group = style({
  display: 'inline-flex',
  gap: 0,
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.colour.textMuted}`,
  borderRadius: 6,
  overflow: 'hidden',
  font: `600 14px/20px ${vars.font.body}`,
});

export const legend = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
});

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  padding: '6px 14px',
  cursor: 'pointer',
  background: vars.colour.surface,
  color: vars.colour.text,
  selectors: {
    '&:has(input:checked)': { background: vars.colour.brand, color: vars.colour.textOnBrand },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.colour.text}`, outlineOffset: -3 },
    '& + &': { borderLeft: `1px solid ${vars.colour.textMuted}` },
  },
});

export const input = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });
