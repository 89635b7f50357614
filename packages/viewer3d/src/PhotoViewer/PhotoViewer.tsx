import { lazy, Suspense } from 'react';
import * as frame from '../viewerFrame.css';

const PhotoScene = lazy(() => import('./PhotoScene'));

export interface PhotoViewerProps {
  /** URL of a 360° equirectangular photo (the app builds /api/blob/{siteId}/jpg/{path}?token). */
  photoUrl: string;
  /** Direction the view starts facing, degrees clockwise from the photo's centre. */
  initialYawDegrees?: number;
  preserveDrawingBuffer?: boolean;
  label?: string;
}

/** A 360° photo to look around by dragging; three loads only when this renders. */
export function PhotoViewer(props: PhotoViewerProps) {
  return (
    <div className={frame.frame} role="img" aria-label={props.label ?? '360° photo of the space'}>
      <Suspense fallback={<p className={frame.loading}>Loading the photo…</p>}>
        <div className={frame.canvas}>
          <PhotoScene {...props} />
        </div>
      </Suspense>
    </div>
  );
}
