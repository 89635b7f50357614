import { style } from '@vanilla-extract/css';

/** A Stack rendered as a list keeps the list semantics but not the browser's bullets and indent. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
