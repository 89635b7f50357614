import { style } from '@vanilla-extract/css';
import { mapColours } from '../mapSpec';

export const layout = style({
  display: 'grid',
  gridTemplateRows: 'minmax(320px, 1fr) auto',
  width: '100%',
  height: '100%',
  font: '14px/20px system-ui, sans-serif',
  color: '#14191f',
});

export const nearby = style({
  margin: 0,
  padding: 8,
  borderTop: '1px solid #c3c9cf',
  background: '#ffffff',
  maxHeight: 180,
  overflowY: 'auto',
});

export const nearbyTitle = style({
  margin: '0 0 4px',
  font: '600 14px/20px system-ui, sans-serif',
});

export const nearbyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 2,
});

export const nearbyButton = style({
  width: '100%',
  textAlign: 'left',
  padding: '6px 8px',
  border: '1px solid transparent',
  borderRadius: 4,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: '#eef0f2' },
    '&:focus-visible': { outline: '3px solid #14191f', outlineOffset: -3 },
    '&[aria-pressed="true"]': {
      borderColor: mapColours.selected,
      background: '#f1ebf8',
      fontWeight: 600,
    },
  },
});

export const area = style({ color: '#505a64', marginLeft: 8 });

export const status = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
});
