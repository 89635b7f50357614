import { Bounds, OrbitControls, useGLTF } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import { Suspense, useMemo } from 'react';
import { Color, MeshStandardMaterial } from 'three';
import type { Mesh, Object3D } from 'three';
import {
  glbHeight,
  MAP_SELECTED_SWATCH,
  sceneColours,
  TRAFFIC_LIGHT_SWATCHES,
} from '../viewerSpec';
import { clientPointerEvents } from './clientPointerEvents';
import type { ModelNode, ModelViewerProps } from './modelNode';

function NodeModel({
  node,
  selected,
  onSelectNode,
}: {
  node: ModelNode;
  selected: boolean;
  onSelectNode: (path: string) => void;
}) {
  const { scene } = useGLTF(node.glbUrl);
  const model = useMemo<Object3D>(() => {
    const copy = scene.clone(true);
    const colour = node.energyUsage
      ? TRAFFIC_LIGHT_SWATCHES[node.energyUsage].background
      : sceneColours.unknownUsage;
    const material = new MeshStandardMaterial({
      color: new Color(colour),
      roughness: 0.8,
      emissive: new Color(selected ? MAP_SELECTED_SWATCH.background : sceneColours.noEmissive),
      emissiveIntensity: selected ? 0.6 : 0,
    });
    copy.traverse((object) => {
      if ((object as Mesh).isMesh) (object as Mesh).material = material;
    });
    return copy;
  }, [scene, node.energyUsage, selected]);
  return (
    <primitive
      object={model}
      name={node.path}
      position={[0, glbHeight(node.level), 0]}
      onClick={(event: { stopPropagation: () => void }) => {
        event.stopPropagation();
        onSelectNode(node.path);
      }}
    />
  );
}

/** The WebGL part of ModelViewer, loaded lazily with three, fiber and drei. */
export default function ModelScene({
  nodes,
  selectedPath,
  onSelectNode,
  preserveDrawingBuffer = false,
}: ModelViewerProps) {
  return (
    <Canvas
      camera={{ position: [45, 35, 45], fov: 40 }}
      gl={{ preserveDrawingBuffer }}
      dpr={1}
      events={clientPointerEvents}
    >
      <color attach="background" args={[sceneColours.background]} />
      <hemisphereLight args={[sceneColours.sky, sceneColours.ground, 1.2]} />
      <directionalLight position={[30, 60, 20]} intensity={1.5} />
      <Suspense fallback={null}>
        <Bounds fit clip observe margin={1.3}>
          {nodes.map((node) => (
            <NodeModel
              key={node.path}
              node={node}
              selected={node.path === selectedPath}
              onSelectNode={onSelectNode}
            />
          ))}
        </Bounds>
      </Suspense>
      <OrbitControls makeDefault />
    </Canvas>
  );
}
