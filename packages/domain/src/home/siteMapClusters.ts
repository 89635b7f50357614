import { TRAFFIC_LIGHT_LABELS } from '../colours/trafficLights';
import { TRAFFIC_LIGHTS, type TrafficLight } from '../enums/registrationEnums';

/** Words of the home map's grouped pins ('Show on map'): sites at one place show as one pin. */
export const siteClusterMessages = {
  listTitle: 'Sites here',
} as const;

/** The grouped pin's text: '7 sites'. */
export function siteClusterText(count: number): string {
  return `${count} ${count === 1 ? 'site' : 'sites'}`;
}

/**
 * The grouped pin's accessible name, with the energy usage of what it holds (its colour cannot
 * say it): '7 sites here, energy usage 3 High, 2 OK, 2 Low. Show the list'.
 */
export function siteClusterLabel(levels: readonly TrafficLight[]): string {
  const counts = TRAFFIC_LIGHTS.map((level) => ({
    level,
    count: levels.filter((l) => l === level).length,
  })).filter((c) => c.count > 0);
  const usage = counts.map((c) => `${c.count} ${TRAFFIC_LIGHT_LABELS[c.level]}`).join(', ');
  return `${siteClusterText(levels.length)} here, energy usage ${usage}. Show the list`;
}
