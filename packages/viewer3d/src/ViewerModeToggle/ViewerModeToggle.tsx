import { useId } from 'react';
import { VIEWER_MODES } from '../viewerSpec';
import type { ViewerMode } from '../viewerSpec';
import * as styles from './ViewerModeToggle.css';

/** What each display mode shows (spec analysis §2.10: cesium 3D globe, ifc model, photo 360). */
export const viewerModeLabels: Record<ViewerMode, string> = {
  cesium: '3D globe',
  ifc: 'Model',
  photo: '360° photo',
};

export interface ViewerModeToggleProps {
  mode: ViewerMode;
  onModeChange: (mode: ViewerMode) => void;
  /** Modes without an asset for the current node. */
  disabledModes?: readonly ViewerMode[];
}

/** Switches the optimise viewer between the globe, the model and the 360° photo. */
export function ViewerModeToggle({
  mode,
  onModeChange,
  disabledModes = [],
}: ViewerModeToggleProps) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Viewer display</legend>
      {VIEWER_MODES.map((option) => (
        <label key={option} className={styles.option}>
          <input
            className={styles.input}
            type="radio"
            name={name}
            value={option}
            checked={mode === option}
            disabled={disabledModes.includes(option)}
            onChange={() => onModeChange(option)}
          />
          {viewerModeLabels[option]}
        </label>
      ))}
    </fieldset>
  );
}
