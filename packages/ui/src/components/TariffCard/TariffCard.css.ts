import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const summary = style({
  all: 'unset',
  display: 'grid',
  gap: vars.space.xxs,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRingStyle },
});
export const supplier = style({ fontSize: vars.fontSize.sm, color: vars.colour.textMuted });
export const name = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'break-word' });
export const saving = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.positive,
});
/** The period the prices apply to, under the saving. */
export const period = style({ fontSize: vars.fontSize.sm, color: vars.colour.textMuted });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  // The grid would otherwise override the hidden attribute: a collapsed card showed its rates.
  selectors: { '&[hidden]': { display: 'none' } },
});
