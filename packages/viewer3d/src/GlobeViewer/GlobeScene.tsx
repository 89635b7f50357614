import {
  Cartesian3,
  Color,
  ColorGeometryInstanceAttribute,
  EllipsoidTerrainProvider,
  GeometryInstance,
  ImageryLayer,
  JulianDate,
  Ion,
  Math as CesiumMath,
  PerInstanceColorAppearance,
  PolygonGeometry,
  PolygonHierarchy,
  Primitive,
  TileMapServiceImageryProvider,
  CesiumWidget,
  buildModuleUrl,
} from 'cesium';
import { useEffect, useRef } from 'react';
import { MAP, sceneColours, TRAFFIC_LIGHT_SWATCHES } from '../viewerSpec';
import * as styles from './GlobeViewer.css';
import type { GlobeViewerProps } from './GlobeViewer';

declare global {
  interface Window {
    CESIUM_BASE_URL?: string;
  }
}

/** Camera: 700 m above ground, 900 m south of the site, looking north and 35° down. */
const CAMERA_HEIGHT_M = 700;
const CAMERA_SOUTH_M = 900;
const METRES_PER_DEGREE_LATITUDE = 111_320;
const SUNLIT_TIME = '2024-06-21T12:00:00Z';

/** The Cesium part of GlobeViewer, loaded lazily with cesium. */
export default function GlobeScene({
  cesiumBaseUrl,
  site,
  buildings,
  onReady,
  preserveDrawingBuffer = false,
}: GlobeViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const readyRef = useRef(onReady);
  useEffect(() => {
    readyRef.current = onReady;
  }, [onReady]);

  useEffect(() => {
    if (!container.current) return;
    window.CESIUM_BASE_URL = cesiumBaseUrl;
    Ion.defaultAccessToken = '';
    const widget = new CesiumWidget(container.current, {
      baseLayer: ImageryLayer.fromProviderAsync(
        TileMapServiceImageryProvider.fromUrl(buildModuleUrl('Assets/Textures/NaturalEarthII'), {
          maximumLevel: 2,
        }),
      ),
      terrainProvider: new EllipsoidTerrainProvider(),
      // draw only when something changes (camera, tiles): an idle globe beside a page costs no CPU
      requestRenderMode: true,
      maximumRenderTimeChange: Infinity,
      contextOptions: { webgl: { preserveDrawingBuffer } },
      creditContainer: document.createElement('div'),
    });
    // lit by a midsummer midday sun over the UK, so the buildings show their true colours
    widget.clock.currentTime = JulianDate.fromIso8601(SUNLIT_TIME);
    widget.clock.shouldAnimate = false;
    widget.scene.globe.baseColor = Color.fromCssColorString(sceneColours.globeBase);
    widget.scene.primitives.add(
      new Primitive({
        asynchronous: false,
        geometryInstances: buildings.map(
          (building) =>
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
                color: ColorGeometryInstanceAttribute.fromColor(
                  Color.fromCssColorString(
                    building.energyUsage
                      ? TRAFFIC_LIGHT_SWATCHES[building.energyUsage].background
                      : sceneColours.unknownUsage,
                  ),
                ),
              },
            }),
        ),
        appearance: new PerInstanceColorAppearance({ closed: true, translucent: false }),
      }),
    );
    widget.camera.setView({
      destination: Cartesian3.fromDegrees(
        site.longitude,
        site.latitude - CAMERA_SOUTH_M / METRES_PER_DEGREE_LATITUDE,
        CAMERA_HEIGHT_M,
      ),
      orientation: { heading: 0, pitch: CesiumMath.toRadians(-35), roll: 0 },
    });
    const removeListener = widget.scene.postRender.addEventListener(() => {
      removeListener();
      readyRef.current?.();
    });
    return () => {
      widget.destroy();
    };
  }, [cesiumBaseUrl, site.longitude, site.latitude, buildings, preserveDrawingBuffer]);

  return <div ref={container} className={styles.globeHost} />;
}
