import { Bounds, OrbitControls } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import type { Object3D } from 'three';
import type { FragmentsViewerProps } from './FragmentsViewer';

type LoadState =
  { status: 'loading' } | { status: 'loaded'; model: Object3D } | { status: 'aborted' };

/** The WebGL part of FragmentsViewer, loaded lazily with three, fiber and drei. */
export default function FragmentsScene({
  fragUrl,
  loadFragments,
  onLoadFailed,
  preserveDrawingBuffer = false,
}: FragmentsViewerProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadFragments(fragUrl, controller.signal).then(
      (model) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', model });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'aborted' });
        onLoadFailed?.(error);
      },
    );
    return () => controller.abort();
  }, [fragUrl, loadFragments, onLoadFailed]);

  return (
    <div data-load-state={state.status} style={{ position: 'absolute', inset: 0 }}>
      <Canvas camera={{ position: [40, 30, 40], fov: 40 }} gl={{ preserveDrawingBuffer }} dpr={1}>
        <color attach="background" args={['#eef0f2']} />
        <hemisphereLight args={['#ffffff', '#8c8577', 1.2]} />
        <directionalLight position={[30, 60, 20]} intensity={1.5} />
        {state.status === 'loaded' && (
          <Bounds fit clip observe margin={1.3}>
            <primitive object={state.model} />
          </Bounds>
        )}
        <OrbitControls makeDefault />
      </Canvas>
    </div>
  );
}
