import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { contentArea, media } from '../../tokens/breakpoints';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.colour.background,
});
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 1440,
  margin: '0 auto',
  // The area that the page's responsive styles measure (tokens/breakpoints `area`).
  container: `${contentArea} / inline-size`,
  padding: vars.space.md,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.strong,
});
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  selectors: { '&[data-layout="list"]': { gridTemplateColumns: '1fr' } },
});
export const mapArea = style({
  height: 'min(70vh, 640px)',
  minHeight: 320,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.colour.border}`,
});
