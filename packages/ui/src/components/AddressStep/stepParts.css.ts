import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../tokens/breakpoints';

/** Shared look of the wizard step bodies: sections of fields, one column on phones, two above. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const section = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.text,
});

export const sectionText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.colour.textMuted,
  overflowWrap: 'break-word',
});

export const sectionError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.colour.critical,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

const noticeBase = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
  color: vars.colour.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  overflowWrap: 'break-word',
});

export const notice = styleVariants({
  neutral: [noticeBase, { background: vars.colour.surfaceMuted, borderColor: vars.colour.border }],
  positive: [
    noticeBase,
    { background: vars.colour.positiveSoft, borderColor: vars.colour.positive },
  ],
  caution: [noticeBase, { background: vars.colour.cautionSoft, borderColor: vars.colour.caution }],
  critical: [
    noticeBase,
    { background: vars.colour.criticalSoft, borderColor: vars.colour.critical },
  ],
});

export const noticeTitle = style({ display: 'block', fontWeight: vars.fontWeight.strong });

/**
 * A wrapper that adds no box of its own: fields inside it stay items of the surrounding grid
 * (used where a component groups fields only to give importers one element to hold a ref to).
 */
export const contents = style({ display: 'contents' });
