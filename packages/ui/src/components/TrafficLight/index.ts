export { TrafficLight } from './TrafficLight';
export type { TrafficLightProps } from './TrafficLight';
