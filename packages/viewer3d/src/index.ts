/** Name of this package, for diagnostics in consuming apps. */
export const packageName = '@wattwise/viewer3d';
