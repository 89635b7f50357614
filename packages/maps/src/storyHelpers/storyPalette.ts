import { mapColours } from '../mapSpec';
import { baseMapColours } from '../offlineStyle/offlineBaseStyle';

/** Every colour a map story can draw: building levels, selection, outline grey and the base map. */
export const storyPalette = {
  selected: mapColours.selected,
  HIGH: mapColours.HIGH,
  MEDIUM: mapColours.MEDIUM,
  LOW: mapColours.LOW,
  NA: mapColours.NA,
  land: baseMapColours.land,
  demoArea: baseMapColours.demoArea,
  water: baseMapColours.water,
} as const;
