import { Bounds, OrbitControls, useBounds } from '@react-three/drei';
import { Canvas, useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useState } from 'react';
import { Box3 } from 'three';
import { sceneColours } from '../viewerSpec';
import type { FragmentsViewerProps, LoadedFragments } from './FragmentsViewer';
import { loadFragmentsFile } from './loadFragmentsFile';

type LoadState =
  { status: 'loading' } | { status: 'loaded'; model: LoadedFragments } | { status: 'aborted' };

/** Frames the camera on the model once, and keeps the model's view-dependent tiles updated. */
function FramedModel({ model }: { model: LoadedFragments }) {
  const bounds = useBounds();
  const box = useMemo(() => model.box ?? new Box3().setFromObject(model.object), [model]);
  useEffect(() => {
    bounds.refresh(box).clip().fit();
  }, [bounds, box]);
  useFrame(({ camera }) => model.update?.(camera));
  return <primitive object={model.object} />;
}

/** The WebGL part of FragmentsViewer, loaded lazily with three, fiber and drei. */
export default function FragmentsScene({
  fragUrl,
  loadFragments = loadFragmentsFile,
  onLoadFailed,
  preserveDrawingBuffer = false,
}: FragmentsViewerProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let model: LoadedFragments | undefined;
    setState({ status: 'loading' });
    loadFragments(fragUrl, controller.signal).then(
      (loaded) => {
        model = loaded;
        if (controller.signal.aborted) loaded.dispose?.();
        else setState({ status: 'loaded', model: loaded });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'aborted' });
        onLoadFailed?.(error);
      },
    );
    return () => {
      controller.abort();
      model?.dispose?.();
    };
  }, [fragUrl, loadFragments, onLoadFailed]);

  return (
    <div data-load-state={state.status} style={{ position: 'absolute', inset: 0 }}>
      <Canvas camera={{ position: [40, 30, 40], fov: 40 }} gl={{ preserveDrawingBuffer }} dpr={1}>
        <color attach="background" args={[sceneColours.background]} />
        <hemisphereLight args={[sceneColours.sky, sceneColours.ground, 1.2]} />
        <directionalLight position={[30, 60, 20]} intensity={1.5} />
        {state.status === 'loaded' && (
          <Bounds margin={1.3} maxDuration={0}>
            <FramedModel model={state.model} />
          </Bounds>
        )}
        <OrbitControls makeDefault />
      </Canvas>
    </div>
  );
}
