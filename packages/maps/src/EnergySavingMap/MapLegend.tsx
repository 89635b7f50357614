import { energyMapMessages } from '../mapSpec';
import * as styles from './EnergySavingMap.css';

/** 'EPC/DEC A-B low, C-D medium, E-G high, N/A' with a swatch beside each text. */
export function MapLegend() {
  return (
    <figure className={styles.legend} aria-label="Map legend">
      <figcaption className={styles.legendTitle}>{energyMapMessages.legendTitle}</figcaption>
      <ul className={styles.legendList}>
        {energyMapMessages.legend.map(({ level, text }) => (
          <li key={level} className={styles.legendItem}>
            <span className={styles.swatch[level]} aria-hidden />
            {text}
          </li>
        ))}
      </ul>
    </figure>
  );
}
