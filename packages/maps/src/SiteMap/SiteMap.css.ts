import { style, styleVariants } from '@vanilla-extract/css';
import { mapColours } from '../mapSpec';

const pinBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '2px 8px 2px 4px',
  border: '2px solid #ffffff',
  borderRadius: 999,
  font: '600 12px/16px system-ui, sans-serif',
  cursor: 'pointer',
  boxShadow: '0 1px 3px rgba(20, 25, 31, 0.4)',
  selectors: {
    '&:focus-visible': { outline: '3px solid #14191f', outlineOffset: 2 },
    '&[aria-pressed="true"]': { outline: `3px solid ${mapColours.selected}`, outlineOffset: 2 },
  },
});

/** Pin fills with text colours that keep 4.5:1 contrast (WCAG 2.2 AA). */
export const pin = styleVariants({
  HIGH: [pinBase, { background: mapColours.HIGH, color: '#ffffff' }],
  OK: [pinBase, { background: mapColours.OK, color: '#14191f' }],
  LOW: [pinBase, { background: mapColours.LOW, color: '#ffffff' }],
});

export const pinDot = style({
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: 'currentColor',
});

export const card = style({
  display: 'grid',
  gap: 4,
  minWidth: 180,
  font: '14px/20px system-ui, sans-serif',
  color: '#14191f',
});

export const cardTitle = style({ margin: 0, font: '600 16px/24px system-ui, sans-serif' });
export const cardMuted = style({ margin: 0, color: '#505a64' });
