import type { Ref } from 'react';
import { mapDefaults } from '../mapSpec';
import * as styles from './EnergySavingMap.css';

export interface ZoomSliderProps {
  zoom: number;
  onZoomChange: (zoom: number) => void;
  ref?: Ref<HTMLDivElement>;
}

const { zoomSliderMin: min, zoomSliderMax: max, zoomSliderMarker: marker } = mapDefaults;
/** Where the marker sits along the vertical track, from the top, in percent. */
const markerTop = `${((max - marker) / (max - min)) * 100}%`;

/** A vertical zoom slider from 0 to 22 with a marker at 16 (analysis-screens §2.11, 2026). */
export function ZoomSlider({ zoom, onZoomChange, ref }: ZoomSliderProps) {
  return (
    <div ref={ref} className={styles.slider}>
      <label htmlFor="energy-map-zoom">Zoom</label>
      <div className={styles.sliderTrack}>
        <input
          id="energy-map-zoom"
          className={styles.sliderInput}
          type="range"
          min={min}
          max={max}
          step={0.5}
          value={Math.round(zoom * 2) / 2}
          aria-valuetext={`Zoom ${zoom.toFixed(1)}; buildings are looked up above ${marker}`}
          onChange={(event) => onZoomChange(Number(event.currentTarget.value))}
        />
        <span className={styles.sliderMarker} style={{ top: markerTop }} aria-hidden>
          <span className={styles.sliderMarkerLabel}>{marker}</span>
        </span>
      </div>
    </div>
  );
}
