import type { Ref } from 'react';
import { TRAFFIC_LIGHT_LABELS, type TrafficLight as Level } from '@wattwise/domain';
import { dot, light } from './TrafficLight.css';

export interface TrafficLightProps {
  /** What is rated, e.g. 'Energy cost'. */
  label: string;
  level?: Level | null;
  /** Text when no level is known. */
  unknownText?: string;
  ref?: Ref<HTMLSpanElement>;
}

/** A HIGH / OK / LOW light: the coloured dot always comes with its label and level as text. */
export function TrafficLight({ label, level, unknownText = 'No data', ref }: TrafficLightProps) {
  return (
    <span ref={ref} className={light}>
      <span aria-hidden="true" className={dot({ level: level ?? 'NONE' })} />
      <span>
        {label}: {level ? TRAFFIC_LIGHT_LABELS[level] : unknownText}
      </span>
    </span>
  );
}
