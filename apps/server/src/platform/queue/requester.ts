import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who asked for the work a request queues: the account, or the client address of a caller
 * without one. The contract's routes run every handler inside it (contractRoutes.ts), so the job
 * queue can share its workers fairly between requesters (queue.ts) without every service passing
 * the caller along.
 */
const requesters = new AsyncLocalStorage<string>();

export function withRequester<T>(requester: string, work: () => T): T {
  return requesters.run(requester, work);
}

/** 'account:<sub>' or 'client:<address>' inside a request; undefined in jobs and at start. */
export function currentRequester(): string | undefined {
  return requesters.getStore();
}
