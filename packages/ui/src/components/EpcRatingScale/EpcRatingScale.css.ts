import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { EPC_RATINGS, type EpcRating } from '@wattwise/domain';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
export const reason = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.colour.textMuted,
  overflowWrap: 'break-word',
});
export const scale = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});
export const row = style({
  display: 'grid',
  gridTemplateColumns: '52px minmax(0, 1fr) 150px',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const range = style({
  fontSize: vars.fontSize.xs,
  color: vars.colour.textMuted,
  textAlign: 'right',
});

export const bar = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    height: 28,
    paddingRight: vars.space.sm,
    fontWeight: vars.fontWeight.strong,
    clipPath: 'polygon(0 0, calc(100% - 10px) 0, 100% 50%, calc(100% - 10px) 100%, 0 100%)',
    paddingInlineEnd: 16,
  },
  variants: {
    band: Object.fromEntries(
      EPC_RATINGS.map((b) => [b, { background: vars.epc[b], color: vars.epcText[b] }]),
    ) as Record<EpcRating, { background: string; color: string }>,
  },
});

export const markers = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
});
export const marker = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
  border: `2px solid ${vars.colour.text}`,
  background: vars.colour.surface,
  color: vars.colour.text,
  selectors: { '&[data-kind="potential"]': { borderStyle: 'dashed' } },
});
