/** Map constants (spec shell §2, §9; analysis §2.10, §2.11, §9). */
export const MAP = {
  /** Default centre near the UK as [lon, lat]; the spec says only "near the UK" (value ours). */
  defaultCentre: [-2.5, 54.0] as const,
  defaultZoom: 5.5,
  pitch: 45,
  /** Buildings layer shows from zoom 12. */
  buildingLayerMinZoom: 12,
  /** Batch performance lookup only above zoom 16, at most 1000 buildings, confidence 50. */
  batchLookupAboveZoom: 16,
  batchLookupMaxBuildings: 1000,
  batchLookupConfidence: 50,
  /** Zoom on selecting a building: 18, 16.5 on small devices. */
  selectZoom: 18,
  selectZoomSmall: 16.5,
  /** Building extrusion height: 16, default 10 on the predict map. */
  extrusionHeight: 16,
  defaultExtrusionHeight: 10,
  /** glb 3D height per level. */
  glbHeightPerLevel: 4,
  /** Selected-building glow buffer in metres. */
  glowBufferM: 2,
  /** Zoom slider 0 to 22 with a marker at 16. */
  sliderMin: 0,
  sliderMax: 22,
  sliderMarker: 16,
  /** Reverse search limit (analysis §7.5). */
  reverseSearchLimit: 30,
  /** Forward search country restriction. */
  searchCountry: 'GB',
} as const;

/** 3D height of a building with a number of levels: 4 per level (spec shell §9). */
export function glbHeight(levels: number): number {
  return levels * MAP.glbHeightPerLevel;
}
