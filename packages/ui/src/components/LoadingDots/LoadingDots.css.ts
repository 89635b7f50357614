import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const loading = style({ color: vars.colour.textMuted, overflowWrap: 'break-word' });
export const dots = style({ letterSpacing: 2 });
