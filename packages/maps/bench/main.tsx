/**
 * The bench page: the base map alone (?mode=empty) or with the 3,039 coloured Bloomsbury buildings
 * (?mode=buildings), and `window.flyScript()` that pans and zooms the same way over both.
 */
import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { MapRef } from 'react-map-gl/maplibre';
import { BaseMap } from '../src/BaseMap/BaseMap';
import { bloomsburyBuildings, bloomsburyView, illustrativeEnergy } from '../src/data/storyFixtures';
import { EnergySavingMap } from '../src/EnergySavingMap/EnergySavingMap';

declare global {
  interface Window {
    benchReady?: boolean;
    flyScript?: (durationMs: number) => Promise<{ frames: number; seconds: number }>;
  }
}

const mode = new URLSearchParams(location.search).get('mode') ?? 'empty';
const energy = illustrativeEnergy(bloomsburyBuildings);
const view = { ...bloomsburyView, zoom: 15.5 };

/** The scripted camera path at time t in [0, 1]: a loop around Bloomsbury, zooming 15 to 17.5. */
function cameraAt(t: number) {
  const angle = t * 2 * Math.PI;
  return {
    center: [
      view.longitude + 0.006 * Math.sin(angle),
      view.latitude + 0.003 * Math.sin(2 * angle),
    ] as [number, number],
    zoom: 16.25 - 1.25 * Math.cos(angle),
    bearing: 30 * Math.sin(angle),
    pitch: 45,
  };
}

function Bench() {
  const mapRef = useRef<MapRef | null>(null);
  const onLoad = () => {
    const map = mapRef.current!.getMap();
    map.once('idle', () => {
      window.flyScript = (durationMs) =>
        new Promise((resolve) => {
          let frames = 0;
          map.on('render', () => (frames += 1));
          const start = performance.now();
          const step = (now: number) => {
            const t = (now - start) / durationMs;
            if (t >= 1) {
              resolve({ frames, seconds: (now - start) / 1000 });
              return;
            }
            map.jumpTo(cameraAt(t));
            requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        });
      window.benchReady = true;
    });
  };
  return mode === 'buildings' ? (
    <EnergySavingMap
      buildings={bloomsburyBuildings}
      buildingEnergy={energy}
      colourBy="epc"
      selectedBuildingId={null}
      onSelectBuilding={() => undefined}
      initialView={view}
      mapRef={mapRef}
      onLoad={onLoad}
    />
  ) : (
    <BaseMap label="Empty base map" initialView={view} mapRef={mapRef} onLoad={onLoad} />
  );
}

createRoot(document.getElementById('root')!).render(<Bench />);
