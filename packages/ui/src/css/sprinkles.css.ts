import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { area } from '../tokens/breakpoints';
import { vars } from '../theme/contract.css';

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@container': area.tablet },
    desktop: { '@container': area.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'grid', 'block', 'inline-flex', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    margin: vars.space,
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
    fontSize: vars.fontSize,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colours = defineProperties({
  properties: {
    color: vars.colour,
    background: vars.colour,
    borderRadius: vars.radius,
    fontWeight: vars.fontWeight,
    flexGrow: ['0', '1'],
    flexShrink: ['0', '1'],
    minWidth: ['0'],
    width: { full: '100%', auto: 'auto' },
  },
});

/**
 * Atomic, responsive style props. The conditions are the width of the content area a component is
 * laid out in (`area` in tokens/breakpoints: tablet from 640 px, desktop from 880 px), not the
 * screen's: beside the shell's sidebar, or on a phone, the same screen gets the layout that fits.
 */
export const sprinkles = createSprinkles(responsive, colours);
export type Sprinkles = Parameters<typeof sprinkles>[0];
