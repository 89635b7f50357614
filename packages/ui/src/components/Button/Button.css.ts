import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../css/focusRing.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      // The same on a plain button (MenuButton's, the filters'), which React Aria does not mark.
      '&:not([data-rac]):focus-visible': focusRingStyle,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      // Waiting for its action (isPending): dimmed, still focusable, no second press.
      '&[data-pending]': { cursor: 'progress', opacity: 0.7 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.colour.brand,
        color: vars.colour.textOnBrand,
        selectors: {
          '&[data-hovered]': { background: vars.colour.brandHover },
          '&[data-pressed]': { background: vars.colour.brandPressed },
          '&:not([data-rac]):hover': { background: vars.colour.brandHover },
          '&:not([data-rac]):active': { background: vars.colour.brandPressed },
        },
      },
      secondary: {
        background: vars.colour.surface,
        color: vars.colour.text,
        borderColor: vars.colour.borderStrong,
        selectors: {
          '&[data-hovered]': { background: vars.colour.surfaceMuted },
          '&[data-pressed]': { background: vars.colour.neutralSoft },
          '&:not([data-rac]):hover': { background: vars.colour.surfaceMuted },
          '&:not([data-rac]):active': { background: vars.colour.neutralSoft },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.colour.text,
        selectors: {
          '&[data-hovered]': { background: vars.colour.surfaceMuted },
          '&[data-pressed]': { background: vars.colour.neutralSoft },
          '&:not([data-rac]):hover': { background: vars.colour.surfaceMuted },
          '&:not([data-rac]):active': { background: vars.colour.neutralSoft },
        },
      },
      destructive: {
        background: vars.colour.critical,
        color: vars.colour.textOnBrand,
        selectors: {
          '&[data-hovered]': { background: vars.colour.criticalHover },
          '&[data-pressed]': { background: vars.colour.criticalHover },
          '&:not([data-rac]):hover': { background: vars.colour.criticalHover },
          '&:not([data-rac]):active': { background: vars.colour.criticalHover },
        },
      },
    },
    size: {
      small: {
        fontSize: vars.fontSize.sm,
        lineHeight: vars.lineHeight.sm,
        padding: `${vars.space.xs} ${vars.space.md}`,
        minHeight: 32,
      },
      medium: {
        fontSize: vars.fontSize.md,
        lineHeight: vars.lineHeight.md,
        padding: `${vars.space.sm} ${vars.space.lg}`,
        minHeight: 40,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});
