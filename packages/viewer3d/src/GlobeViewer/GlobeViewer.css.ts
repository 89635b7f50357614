import { globalStyle, style } from '@vanilla-extract/css';

/** Where the Cesium widget mounts; Cesium's widgets.css is not loaded, so size its parts here. */
export const globeHost = style({ position: 'absolute', inset: 0 });

globalStyle(`${globeHost} .cesium-widget, ${globeHost} .cesium-widget canvas`, {
  display: 'block',
  width: '100%',
  height: '100%',
});
