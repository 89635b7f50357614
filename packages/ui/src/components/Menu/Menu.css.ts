import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const menu = style({ padding: vars.space.xs, outline: 'none', minWidth: 200 });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.colour.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.colour.brandSoft },
    '&[data-disabled]': { color: vars.colour.textMuted, cursor: 'not-allowed' },
    '&[data-tone="critical"]': { color: vars.colour.critical },
  },
});
export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  background: vars.colour.border,
});
