/**
 * Where the stories find Cesium's static files (cesium/Build/Cesium: Workers, Assets,
 * ThirdParty, Widgets): apps/docs/.storybook/main.ts serves them at /cesium/ (staticDirs, also in
 * the static build and the vitest story run) and scripts/screenshots.mjs does the same.
 */
export const storyCesiumBaseUrl = '/cesium/';
