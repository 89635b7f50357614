import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { EPC_RATINGS, type EpcRating } from '@wattwise/domain';
import { vars } from '../../theme/contract.css';
import { area } from '../../tokens/breakpoints';

export const panel = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  // Beside the list once the content area holds two columns: a third of it, 260 to 420 px.
  '@container': {
    [area.tablet]: { display: 'flex', flex: '0 0 clamp(260px, 36%, 420px)' },
  },
});
/** In one column (a phone, a tablet upright), a button under the list opens the same in a sheet. */
export const mobileTrigger = style({
  position: 'sticky',
  bottom: 0,
  padding: vars.space.sm,
  background: vars.colour.background,
  '@container': { [area.tablet]: { display: 'none' } },
});
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.strong,
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const total = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.colour.brandSoft,
});
export const totalLabel = style({
  width: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.colour.textMuted,
});
export const totalValue = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.brandPressed,
  // An increase ('£213 more per year') is not shown in the colour of a saving.
  selectors: { '&[data-increase]': { color: vars.colour.critical } },
});
export const totalPercent = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.colour.brandPressed,
});
/** The band change and its reason, on lines of their own under the total. */
export const epcBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});
export const epcChange = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
});
export const epcBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 28,
    height: 28,
    borderRadius: vars.radius.sm,
    fontWeight: vars.fontWeight.strong,
  },
  variants: {
    band: Object.fromEntries(
      EPC_RATINGS.map((b) => [b, { background: vars.epc[b], color: vars.epcText[b] }]),
    ) as Record<EpcRating, { background: string; color: string }>,
  },
});
export const epcBands = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
/** The score beside its band: the number the band comes from (SAP for dwellings). */
export const epcScore = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.text,
  fontVariantNumeric: 'tabular-nums',
});
export const epcText = style({ fontSize: vars.fontSize.sm, color: vars.colour.textMuted });
export const epcReason = style({
  width: '100%',
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.colour.textMuted,
  overflowWrap: 'break-word',
});
/** The total's range on a line of its own under the figure. */
export const totalRange = style({ width: '100%' });
export const kpis = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.sm,
});
