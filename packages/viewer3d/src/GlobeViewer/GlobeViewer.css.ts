import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wattwise/ui';

/** The scene above the note: fills the frame but for the note's lines. */
export const scene = style({ position: 'absolute', inset: 0 });

/** Where the Cesium widget mounts; Cesium's widgets.css is not loaded, so size its parts here. */
export const globeHost = style({ position: 'absolute', inset: 0 });

globalStyle(`${globeHost} .cesium-widget, ${globeHost} .cesium-widget canvas`, {
  display: 'block',
  width: '100%',
  height: '100%',
});

/** What the offline globe does not show, over the foot of the scene, legible on land or water. */
export const note = style({
  position: 'absolute',
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.colour.surface,
  color: vars.colour.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  overflowWrap: 'break-word',
});
