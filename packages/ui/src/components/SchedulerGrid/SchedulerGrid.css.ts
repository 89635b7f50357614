import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});
export const presets = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const preset = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const scroller = style({ overflowX: 'auto', paddingBottom: vars.space.xs });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: '96px repeat(24, minmax(32px, 1fr))',
  gap: 2,
  minWidth: 900,
  userSelect: 'none',
});
export const hour = style({
  fontSize: 10,
  color: vars.colour.textMuted,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});
export const laneTitle = style({
  display: 'flex',
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

const tone = (background: string, color: string) => ({ background, color });
export const swatch = recipe({
  base: { borderRadius: vars.radius.sm, border: `1px solid ${vars.colour.borderStrong}` },
  variants: {
    variant: {
      HIGH: tone(vars.level.HIGH, vars.levelText.HIGH),
      MED_HIGH: tone(vars.epc.F, vars.epcText.F),
      MED: tone(vars.epc.D, vars.epcText.D),
      MED_LOW: tone(vars.epc.C, vars.epcText.C),
      LOW: tone(vars.level.LOW, vars.levelText.LOW),
    },
  },
});
export const gridCell = style({ display: 'block', minWidth: 0 });
export const cell = style({
  width: '100%',
  height: 36,
  padding: 0,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': focusRingStyle },
});
export const presetButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingStyle,
    '&[aria-pressed="true"]': { boxShadow: `0 0 0 3px ${vars.colour.text}` },
  },
});
export const editor = style({ display: 'inline-flex', alignItems: 'flex-end', gap: vars.space.xs });
