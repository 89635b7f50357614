import { energyMapMessages, MAP_PERFORMANCE_SWATCHES } from '../mapSpec';
import type { PerformanceLevel } from '../mapSpec';
import * as styles from './EnergySavingMap.css';

/** Order of the spec's legend: A-B low, C-D medium, E-G high, N/A (analysis §2.11). */
const legendOrder = ['LOW', 'MEDIUM', 'HIGH', 'NA'] as const satisfies readonly PerformanceLevel[];

/** The legend 'EPC/DEC A-B low, C-D medium, E-G high, N/A' with a swatch beside each label. */
export function MapLegend() {
  return (
    <figure className={styles.legend} aria-label="Map legend">
      <figcaption className={styles.legendTitle}>{energyMapMessages.legendTitle}</figcaption>
      <ul className={styles.legendList}>
        {legendOrder.map((level) => (
          <li key={level} className={styles.legendItem}>
            <span className={styles.swatch[level]} aria-hidden />
            {MAP_PERFORMANCE_SWATCHES[level].label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
