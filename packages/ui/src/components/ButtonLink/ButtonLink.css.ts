import { style } from '@vanilla-extract/css';

/** A link drawn as a button keeps the button's text: no underline, the variant's colour. */
export const buttonLink = style({ textDecoration: 'none' });
