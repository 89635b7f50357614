import { lazy, Suspense } from 'react';
import { TRAFFIC_LIGHT_SWATCHES } from '../viewerSpec';
import * as frame from '../viewerFrame.css';
import * as styles from './ModelViewer.css';
import type { ModelViewerProps } from './modelNode';

const ModelScene = lazy(() => import('./ModelScene'));

/**
 * The building's glb nodes stacked 4 m per level, framed, coloured by energy usage; clicking a
 * node (or its entry in the list, the keyboard alternative) calls back with its path.
 * three, fiber and drei load only when this renders.
 */
export function ModelViewer(props: ModelViewerProps) {
  const { nodes, selectedPath, onSelectNode, label = '3D model of the building' } = props;
  return (
    <div className={frame.frame} role="region" aria-label={label}>
      <Suspense fallback={<p className={frame.loading}>Loading the 3D model…</p>}>
        <div className={frame.canvas}>
          <ModelScene {...props} />
        </div>
      </Suspense>
      <ul className={styles.nodeList} aria-label="Building parts">
        {[...nodes]
          .sort((a, b) => b.level - a.level)
          .map((node) => {
            return (
              <li key={node.path}>
                <button
                  type="button"
                  className={styles.nodeButton}
                  aria-pressed={node.path === selectedPath}
                  onClick={() => onSelectNode(node.path)}
                >
                  {node.name}
                  {node.energyUsage && (
                    <span className={styles.usageTone[node.energyUsage]}>
                      {TRAFFIC_LIGHT_SWATCHES[node.energyUsage].label}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
      </ul>
    </div>
  );
}
