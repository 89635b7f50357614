import { lazy, Suspense } from 'react';
import type { Object3D } from 'three';
import * as frame from '../viewerFrame.css';

const FragmentsScene = lazy(() => import('./FragmentsScene'));

/**
 * Loads a `.frag` asset (That Open fragments) into a three object. The app passes one built on
 * `@thatopen/fragments` (its worker and the model come from the app's own URLs); it must honour
 * the signal, which is aborted when the viewer unmounts or the URL changes.
 */
export type FragmentsLoader = (fragUrl: string, signal: AbortSignal) => Promise<Object3D>;

export interface FragmentsViewerProps {
  /** URL of the node's .frag asset (the app builds /api/blob/{siteId}/frag/{path}?token). */
  fragUrl: string;
  loadFragments: FragmentsLoader;
  /** Told of a failed load; the viewer itself stays quiet (spec shell §8: IFC load failure aborts silently). */
  onLoadFailed?: (error: unknown) => void;
  preserveDrawingBuffer?: boolean;
  label?: string;
}

/** The 'ifc' display mode: a fragments model, framed; a failed load leaves the view empty. */
export function FragmentsViewer(props: FragmentsViewerProps) {
  return (
    <div className={frame.frame} role="region" aria-label={props.label ?? 'Building model'}>
      <Suspense fallback={<p className={frame.loading}>Loading the model…</p>}>
        <div className={frame.canvas}>
          <FragmentsScene {...props} />
        </div>
      </Suspense>
    </div>
  );
}
