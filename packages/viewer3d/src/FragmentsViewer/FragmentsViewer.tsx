import { lazy, Suspense } from 'react';
import type { Box3, Camera, Object3D } from 'three';
import * as frame from '../viewerFrame.css';

const FragmentsScene = lazy(() => import('./FragmentsScene'));

/** A model ready to draw: its three object and what the viewer calls while it shows it. */
export interface LoadedFragments {
  object: Object3D;
  /** Where to frame the camera; measured from `object` when absent. */
  box?: Box3;
  /** Called every frame with the viewer's camera (fragments load tiles for the view). */
  update?: (camera: Camera) => void;
  /** Called when the viewer drops the model (unmount or another URL). */
  dispose?: () => void;
}

/**
 * Loads a `.frag` asset (That Open fragments). The default, `loadFragmentsFile`, reads it and
 * opens it with @thatopen/fragments (loaded lazily, its worker bundled by the app's bundler).
 * A loader must honour the signal, which is aborted when the viewer unmounts or the URL changes.
 */
export type FragmentsLoader = (fragUrl: string, signal: AbortSignal) => Promise<LoadedFragments>;

export interface FragmentsViewerProps {
  /** URL of the node's .frag asset (the app builds /api/blob/{siteId}/frag/{path}?token). */
  fragUrl: string;
  /** Overrides the default loader (built on @thatopen/fragments). */
  loadFragments?: FragmentsLoader;
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
