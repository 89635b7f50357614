import { globalStyle } from '@vanilla-extract/css';
import { contentArea, media } from '../tokens/breakpoints';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from './focusRing.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  // The content area that responsive styles measure (tokens/breakpoints `area`): the whole page
  // here, the shell's or the page's content where they establish their own. Inline size only, so
  // the body's height still follows its content and fixed overlays still follow the screen.
  container: `${contentArea} / inline-size`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.colour.text,
  background: vars.colour.background,
  WebkitFontSmoothing: 'antialiased',
});

/** Reduced motion: no animation or transition lasts long enough to be seen. */
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});

/**
 * The design system's focus ring is the default for anything focusable by keyboard, so no element
 * falls back to the browser's faint outline (a scrolling region, a map's controls, a native
 * button). `:where` keeps it weaker than any component's own focus style.
 */
globalStyle(':where(:focus-visible)', focusRingStyle);
