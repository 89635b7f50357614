import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BuildingFacts } from '@wattwise/energy-model';
import type { ModelResults } from './modelResults';

/**
 * Runs the engine off the thread that answers requests. The engine models a building in 30 to
 * 200 ms of CPU; run in the request thread, a queue of registrations blocked every other user's
 * answers that long, once a second. One thread (designed): the queue hands it one building at a
 * time, and the machine's other core keeps answering requests.
 */
let thread: Worker | undefined;
let nextId = 0;
const waiting = new Map<
  number,
  { resolve: (results: ModelResults) => void; reject: (error: Error) => void }
>();

/** The thread's module: the build's modelThread.js beside this bundle, or the source through tsx. */
function startThread(): Worker {
  const built = new URL('./modelThread.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return new Worker(built);
  const source = new URL('./modelThread.ts', import.meta.url).href;
  const tsx = createRequire(import.meta.url).resolve('tsx/package.json');
  const register = pathToFileURL(path.join(path.dirname(tsx), 'dist/esm/api/index.mjs')).href;
  const code = `import { register } from ${JSON.stringify(register)}; register(); await import(${JSON.stringify(source)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`));
}

function failAll(error: Error) {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
  thread = undefined;
}

function modelThread(): Worker {
  if (thread) return thread;
  const started = startThread();
  started.on('message', (message: { id: number; results?: ModelResults; error?: string }) => {
    const asked = waiting.get(message.id);
    if (!asked) return;
    waiting.delete(message.id);
    if (message.error !== undefined) asked.reject(new Error(message.error));
    else asked.resolve(message.results as ModelResults);
    if (waiting.size === 0) started.unref();
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => failAll(new Error(`The model thread stopped (exit code ${code}).`)));
  thread = started;
  return started;
}

/** The engine's results for one building, computed in the model thread. */
export function modelBuildingInThread(facts: BuildingFacts): Promise<ModelResults> {
  const worker = modelThread();
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // Kept alive while it has work; idle, it does not hold the process open.
    worker.ref();
    worker.postMessage({ id, facts });
  });
}
