import { homeMessages } from '../messages/shellMessages';

/** Words of the estate page that the screen, its tests and its downloads share. */
export const estateMessages = {
  title: homeMessages.estate,
  loading: 'Loading your estate…',
  error: 'Your estate could not be loaded.',
  empty: 'You have no sites yet. Register a building to see your estate here.',
  noMatch: 'No site matches these filters.',
  lastYear: 'Last 12 months',
  yearBefore: 'The 12 months before',
  versus: 'vs the 12 months before',
  letFailed: 'Whether the building is let could not be saved.',
  downloadFailed: 'The download failed. Please try again.',
} as const;
