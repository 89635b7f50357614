import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../tokens/breakpoints';

/** Centred in what it fills: the whole screen before the app's layout exists, or a content area. */
export const page = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.md,
    width: '100%',
    padding: vars.space.xl,
    textAlign: 'center',
    color: vars.colour.textMuted,
    background: vars.colour.background,
  },
  variants: {
    fill: {
      screen: { minHeight: '100dvh' },
      area: { minHeight: 240, background: 'transparent' },
    },
  },
});

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A ring in the brand colour turning once a second; still when motion is reduced. */
export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  border: `4px solid ${vars.colour.brandSoft}`,
  borderTopColor: vars.colour.brand,
  animation: `${turn} 1s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const label = style({
  margin: 0,
  maxWidth: '40ch',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.colour.text,
  overflowWrap: 'break-word',
});

export const detail = style({
  margin: 0,
  maxWidth: '40ch',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  overflowWrap: 'break-word',
});
