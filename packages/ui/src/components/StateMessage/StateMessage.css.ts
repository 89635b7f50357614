import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stateMessage = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.xxl} ${vars.space.lg}`,
    textAlign: 'center',
    borderRadius: vars.radius.lg,
    overflowWrap: 'break-word',
  },
  variants: {
    tone: {
      neutral: { color: vars.colour.text, background: vars.colour.surface },
      critical: { color: vars.colour.text, background: vars.colour.criticalSoft },
    },
  },
});

export const icon = style({
  color: vars.colour.textMuted,
  selectors: { [`[data-tone="critical"] &`]: { color: vars.colour.critical } },
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.strong,
});
export const body = style({ margin: 0, color: vars.colour.textMuted, maxWidth: '60ch' });
