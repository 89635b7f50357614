export { BaseMap, openStreetMapAttribution } from './BaseMap/BaseMap';
export type { BaseMapProps, MapView } from './BaseMap/BaseMap';
export { SiteMap, siteMapDefaultView } from './SiteMap/SiteMap';
export type { MapSite, SiteMapProps } from './SiteMap/SiteMap';
export { OutlinePicker } from './OutlinePicker/OutlinePicker';
export type { OutlinePickerProps } from './OutlinePicker/OutlinePicker';
export type { OutlineSource } from './OutlinePicker/outlineSource';
export { EnergySavingMap, energyMapDefaultView } from './EnergySavingMap/EnergySavingMap';
export type { EnergySavingMapProps } from './EnergySavingMap/EnergySavingMap';
export { BuildingPanel } from './EnergySavingMap/BuildingPanel';
export type { BuildingPanelProps, MapCertificate } from './EnergySavingMap/BuildingPanel';
export { MapLegend } from './EnergySavingMap/MapLegend';
export { EnergyMapTray } from './EnergySavingMap/EnergyMapTray';
export type { EnergyMapTrayProps } from './EnergySavingMap/EnergyMapTray';
export { ZoomSlider } from './EnergySavingMap/ZoomSlider';
export { colourModes, levelForBuilding } from './EnergySavingMap/buildingColours';
export type { BuildingEnergy, ColourMode } from './EnergySavingMap/buildingColours';
export { buildingsToLookUp, scheduleOnMoveEnd } from './EnergySavingMap/batchLookup';
export { energyMapMessages } from './mapSpec';
export { offlineBaseStyle, demoAreaBounds } from './offlineStyle/offlineBaseStyle';
export { outlineAreaM2, outlineCentre } from './geometry/outlineGeometry';
export type { LonLat, OutlineGeometry } from './geometry/outlineGeometry';
export {
  buildingId,
  buildingLabel,
  nearestOutlines,
  toBuildingOutline,
} from './geometry/buildingOutlines';
export type {
  BuildingCollection,
  BuildingFeature,
  BuildingOutline,
} from './geometry/buildingOutlines';
