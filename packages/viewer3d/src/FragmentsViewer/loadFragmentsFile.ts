import type { FragmentsModels } from '@thatopen/fragments';
import { FileLoader } from 'three';
import type { Camera, PerspectiveCamera } from 'three';
import type { FragmentsLoader, LoadedFragments } from './FragmentsViewer';

let library: Promise<FragmentsModels> | undefined;

/**
 * One FragmentsModels (and its worker pool) per page, created on first use. The library and
 * its worker file are imported here, inside a function, so neither reaches a page's first
 * chunk; the worker URL is resolved by the consumer's bundler (`?url`, Vite), never fetched
 * from a CDN (FragmentsModels.getWorker would fetch it from unpkg).
 */
function fragmentsModels(): Promise<FragmentsModels> {
  library ??= Promise.all([
    import('@thatopen/fragments'),
    import('@thatopen/fragments/worker?url'),
  ]).then(([fragments, worker]) => new fragments.FragmentsModels(worker.default));
  return library;
}

let loads = 0;

/** The bytes at `url`, read the way three reads any model asset (as ModelViewer's glb). */
async function readAsset(url: string, signal: AbortSignal): Promise<ArrayBuffer> {
  const loader = new FileLoader().setResponseType('arraybuffer');
  const abort = () => loader.abort();
  signal.addEventListener('abort', abort);
  try {
    return (await loader.loadAsync(url)) as ArrayBuffer;
  } finally {
    signal.removeEventListener('abort', abort);
  }
}

/**
 * The default FragmentsLoader: reads a `.frag` asset (the URL of the prop, like an image's src)
 * and opens it with @thatopen/fragments. Rejects on an HTTP error (its message names the
 * status), a file that is not fragments, or the signal; an aborted load is disposed in the
 * worker too.
 */
export const loadFragmentsFile: FragmentsLoader = async (fragUrl, signal) => {
  const buffer = await readAsset(fragUrl, signal);
  signal.throwIfAborted();
  const models = await fragmentsModels();
  signal.throwIfAborted();
  const modelId = `${fragUrl}#${++loads}`;
  const abortLoad = () => models.abort(modelId);
  signal.addEventListener('abort', abortLoad);
  const model = await models.load(buffer, { modelId }).finally(() => {
    signal.removeEventListener('abort', abortLoad);
  });
  if (signal.aborted) {
    await models.disposeModel(modelId);
    throw signal.reason;
  }
  let viewCamera: Camera | undefined;
  const loaded: LoadedFragments = {
    object: model.object,
    box: model.box,
    update: (camera) => {
      if (camera !== viewCamera) {
        viewCamera = camera;
        model.useCamera(camera as PerspectiveCamera);
      }
      void models.update();
    },
    dispose: () => void models.disposeModel(modelId),
  };
  // the first tiles: without a forced update the model stays empty until the camera moves
  await models.update(true);
  return loaded;
};
