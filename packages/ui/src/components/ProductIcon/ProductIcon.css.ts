import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const icon = style({ display: 'block', flexShrink: 0 });
/** The tile behind the drawing. */
export const tile = style({ fill: vars.colour.brandSoft });
/** The building both products start from. */
export const building = style({ fill: vars.colour.surface, stroke: vars.colour.brandPressed });
export const windows = style({ fill: vars.colour.brandPressed });
/** What each product adds: the modelled estimate (dashed) or the metered line and its gauge. */
export const mark = style({ fill: 'none', stroke: vars.colour.brand });
export const markDot = style({ fill: vars.colour.brand });
