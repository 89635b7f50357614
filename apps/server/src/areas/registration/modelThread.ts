import { parentPort } from 'node:worker_threads';
import type { BuildingFacts } from '@wattwise/energy-model';
import { modelBuilding } from './modelResults';

/**
 * The engine in a thread of its own (modelThreads.ts starts it): a building's model runs here, so
 * the thread that answers requests never waits for the engine. One message is one building.
 */
parentPort?.on('message', (message: { id: number; facts: BuildingFacts }) => {
  try {
    parentPort?.postMessage({ id: message.id, results: modelBuilding(message.facts) });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
