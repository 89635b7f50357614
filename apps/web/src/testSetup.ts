import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals, Testing Library does not unmount between tests by itself.
afterEach(cleanup);

// jsdom has no CSS.escape; react-aria's menus use it to find their items.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
  Object.defineProperty(globalThis, 'CSS', {
    value: { ...globalThis.CSS, escape },
    configurable: true,
  });
}
