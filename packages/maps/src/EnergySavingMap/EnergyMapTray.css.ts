import { style } from '@vanilla-extract/css';
import { vars } from '@wattwise/ui';
import { LAYOUT } from '@wattwise/domain';

const phone = `screen and (max-width: ${LAYOUT.mobileBelowPx - 1}px)`;

/** The bottom tray under the map: search on the left, colouring and the demo link on the right. */
export const tray = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.colour.surface,
  color: vars.colour.text,
  borderTop: `1px solid ${vars.colour.border}`,
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm } },
});
export const search = style({ display: 'grid', gap: vars.space.sm, maxWidth: 560 });
export const prompt = style({ margin: 0, color: vars.colour.textMuted });
export const options = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});
