import type { Ref } from 'react';
import { energyMapMessages, MAP_LEGEND_ORDER, MAP_PERFORMANCE_SWATCHES } from '../mapSpec';
import * as styles from './EnergySavingMap.css';

/**
 * The legend 'EPC/DEC A-B low, C-D medium, E-G high, N/A' (analysis §2.11, 2026): every swatch has
 * its words beside it, so colour never carries the meaning alone.
 */
export function MapLegend({ ref }: { ref?: Ref<HTMLElement> } = {}) {
  return (
    <figure ref={ref} className={styles.legend} aria-label="Map legend">
      <figcaption className={styles.legendTitle}>{energyMapMessages.legendTitle}</figcaption>
      <ul className={styles.legendList}>
        {MAP_LEGEND_ORDER.map((level) => (
          <li key={level} className={styles.legendItem} data-level={level}>
            <span className={styles.swatch[level]} aria-hidden />
            {MAP_PERFORMANCE_SWATCHES[level].label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
