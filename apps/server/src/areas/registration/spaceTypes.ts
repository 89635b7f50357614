import { buildingTypeInfo, SPACE_TYPE_KEYS, type SpaceType } from '@wattwise/energy-model';

/** Rooms of a home (the engine's dwelling activity). */
const DWELLING_SPACES: readonly SpaceType[] = [
  'LIVING_ROOM',
  'BEDROOM',
  'KITCHEN',
  'BATHROOM',
  'CIRCULATION',
  'STORAGE',
];
/** Rooms people sleep in: offered only where the activity has residents (hotels, care, health). */
const SLEEPING_SPACES: readonly SpaceType[] = ['BEDROOM', 'BATHROOM'];
const RESIDENT_ACTIVITIES = new Set(['hotel', 'residentialCare', 'health']);

/** 'MEETING_ROOM' → 'Meeting room' (designed: the engine names space types by key only). */
function spaceTypeLabel(key: string): string {
  const words = key.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Space types of the room breakdown for a building type, key → label, from the engine's
 * SPACE_TYPES (designed: homes get the rooms of a home; other types every non-domestic space,
 * with bedrooms and bathrooms only where people stay). Null for an unknown building type.
 */
export function spaceTypesFor(buildingType: string): Record<string, string> | null {
  const info = buildingTypeInfo(buildingType);
  if (!info) return null;
  const keys = info.domestic
    ? DWELLING_SPACES
    : SPACE_TYPE_KEYS.filter(
        (key) =>
          key !== 'LIVING_ROOM' &&
          (!SLEEPING_SPACES.includes(key) || RESIDENT_ACTIVITIES.has(info.activity)),
      );
  return Object.fromEntries(keys.map((key) => [key, spaceTypeLabel(key)]));
}
