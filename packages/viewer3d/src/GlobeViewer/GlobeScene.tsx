import {
  Cartesian3,
  Color,
  ColorGeometryInstanceAttribute,
  EllipsoidTerrainProvider,
  GeometryInstance,
  JulianDate,
  Ion,
  Math as CesiumMath,
  PerInstanceColorAppearance,
  PolygonGeometry,
  PolygonHierarchy,
  Primitive,
  CesiumWidget,
} from 'cesium';
import { useEffect, useRef, useState } from 'react';
import { MAP, sceneColours, TRAFFIC_LIGHT_SWATCHES } from '../viewerSpec';
import * as styles from './GlobeViewer.css';
import type { GlobeBuilding, GlobeLand, GlobeViewerProps } from './GlobeViewer';

declare global {
  interface Window {
    CESIUM_BASE_URL?: string;
  }
}

/**
 * Camera: 260 m above ground, south of the site, looking north and 35° down at the site, so that
 * the middle of the view is the site: its building and its street fill the view (from 700 m up a
 * building was a dot on a plain).
 */
const CAMERA_HEIGHT_M = 260;
const CAMERA_PITCH_DEGREES = 35;
const CAMERA_SOUTH_M = CAMERA_HEIGHT_M / Math.tan((CAMERA_PITCH_DEGREES * Math.PI) / 180);
const METRES_PER_DEGREE_LATITUDE = 111_320;
const SUNLIT_TIME = '2024-06-21T12:00:00Z';
const NONE: readonly never[] = [];

function usageColour(building: GlobeBuilding): string {
  return building.energyUsage
    ? TRAFFIC_LIGHT_SWATCHES[building.energyUsage].background
    : sceneColours.unknownUsage;
}

/** The buildings extruded from their outlines, each in its colour, as one primitive. */
function buildingsPrimitive(drawn: readonly { building: GlobeBuilding; colour: string }[]) {
  return new Primitive({
    asynchronous: false,
    geometryInstances: drawn.map(
      ({ building, colour }) =>
        new GeometryInstance({
          id: building.id,
          geometry: new PolygonGeometry({
            polygonHierarchy: new PolygonHierarchy(
              Cartesian3.fromDegreesArray(building.outline.flat()),
            ),
            height: 0,
            extrudedHeight: building.heightM ?? MAP.extrusionHeight,
          }),
          attributes: {
            color: ColorGeometryInstanceAttribute.fromColor(Color.fromCssColorString(colour)),
          },
        }),
    ),
    appearance: new PerInstanceColorAppearance({ closed: true, translucent: false }),
  });
}

/** The base map's land, flat on the ellipsoid just under the buildings' feet. */
function landPrimitive(land: GlobeLand) {
  return new Primitive({
    asynchronous: false,
    geometryInstances: land.map(
      (ring, index) =>
        new GeometryInstance({
          id: `land-${index}`,
          geometry: new PolygonGeometry({
            polygonHierarchy: new PolygonHierarchy(Cartesian3.fromDegreesArray(ring.flat())),
            height: -0.5,
          }),
          attributes: {
            color: ColorGeometryInstanceAttribute.fromColor(
              Color.fromCssColorString(sceneColours.globeLand),
            ),
          },
        }),
    ),
    appearance: new PerInstanceColorAppearance({ flat: true, translucent: false }),
  });
}

/** The Cesium part of GlobeViewer, loaded lazily with cesium. */
export default function GlobeScene({
  cesiumBaseUrl,
  site,
  buildings,
  neighbours = NONE,
  land = NONE,
  onReady,
  preserveDrawingBuffer = false,
}: GlobeViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [widget, setWidget] = useState<CesiumWidget | null>(null);
  const readyRef = useRef(onReady);
  useEffect(() => {
    readyRef.current = onReady;
  }, [onReady]);

  useEffect(() => {
    if (!container.current) return;
    window.CESIUM_BASE_URL = cesiumBaseUrl;
    Ion.defaultAccessToken = '';
    const created = new CesiumWidget(container.current, {
      // No imagery: offline there is none at a building's scale (Cesium's bundled Natural Earth
      // is a green blur there). The base map's land and water are drawn instead.
      baseLayer: false,
      terrainProvider: new EllipsoidTerrainProvider(),
      // draw only when something changes (camera, tiles): an idle globe beside a page costs no CPU
      requestRenderMode: true,
      maximumRenderTimeChange: Infinity,
      contextOptions: { webgl: { preserveDrawingBuffer } },
      creditContainer: document.createElement('div'),
    });
    // lit by a midsummer midday sun over the UK, so the buildings show their true colours
    created.clock.currentTime = JulianDate.fromIso8601(SUNLIT_TIME);
    created.clock.shouldAnimate = false;
    created.scene.globe.baseColor = Color.fromCssColorString(sceneColours.globeBase);
    setWidget(created);
    return () => {
      setWidget(null);
      created.destroy();
    };
  }, [cesiumBaseUrl, preserveDrawingBuffer]);

  // The land and the buildings: drawn again when they change (the neighbours arrive after the
  // site's own), without making the globe again.
  useEffect(() => {
    if (!widget) return;
    const drawn = [
      ...buildings.map((building) => ({ building, colour: usageColour(building) })),
      ...neighbours.map((building) => ({ building, colour: sceneColours.neighbour })),
    ];
    const primitives = [
      ...(land.length > 0 ? [landPrimitive(land)] : []),
      ...(drawn.length > 0 ? [buildingsPrimitive(drawn)] : []),
    ].map((primitive) => widget.scene.primitives.add(primitive) as Primitive);
    widget.scene.requestRender();
    return () => {
      if (widget.isDestroyed()) return;
      for (const primitive of primitives) widget.scene.primitives.remove(primitive);
    };
  }, [widget, buildings, neighbours, land]);

  useEffect(() => {
    if (!widget) return;
    widget.camera.setView({
      destination: Cartesian3.fromDegrees(
        site.longitude,
        site.latitude - CAMERA_SOUTH_M / METRES_PER_DEGREE_LATITUDE,
        CAMERA_HEIGHT_M,
      ),
      orientation: { heading: 0, pitch: CesiumMath.toRadians(-CAMERA_PITCH_DEGREES), roll: 0 },
    });
    const removeListener = widget.scene.postRender.addEventListener(() => {
      removeListener();
      readyRef.current?.();
    });
    widget.scene.requestRender();
    return () => {
      if (!widget.isDestroyed()) removeListener();
    };
  }, [widget, site.longitude, site.latitude]);

  return <div ref={container} className={styles.globeHost} />;
}
