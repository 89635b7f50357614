import { OrbitControls, useTexture } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import { Suspense } from 'react';
import { BackSide, SRGBColorSpace } from 'three';
import type { PhotoViewerProps } from './PhotoViewer';

function PhotoSphere({ photoUrl }: { photoUrl: string }) {
  const texture = useTexture(photoUrl);
  texture.colorSpace = SRGBColorSpace;
  return (
    // seen from inside: the sphere is mirrored so the photo reads the right way round
    <mesh scale={[-1, 1, 1]}>
      <sphereGeometry args={[50, 64, 32]} />
      <meshBasicMaterial map={texture} side={BackSide} toneMapped={false} />
    </mesh>
  );
}

/** The WebGL part of PhotoViewer, loaded lazily with three, fiber and drei. */
export default function PhotoScene({
  photoUrl,
  preserveDrawingBuffer = false,
  initialYawDegrees = 0,
}: PhotoViewerProps) {
  const yaw = (initialYawDegrees * Math.PI) / 180;
  return (
    <Canvas
      // the photo's centre column faces -x on the mirrored sphere; the camera sits just behind the target
      camera={{ position: [0.1 * Math.cos(yaw), 0, 0.1 * Math.sin(yaw)], fov: 75 }}
      gl={{ preserveDrawingBuffer }}
      dpr={1}
    >
      <Suspense fallback={null}>
        <PhotoSphere photoUrl={photoUrl} />
      </Suspense>
      <OrbitControls enableZoom={false} enablePan={false} rotateSpeed={-0.35} target={[0, 0, 0]} />
    </Canvas>
  );
}
