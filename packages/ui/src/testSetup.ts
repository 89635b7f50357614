import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Without vitest globals, Testing Library does not unmount between tests by itself, and the
// files share one jsdom (isolate: false in vitest.config.ts).
afterEach(cleanup);

// jsdom has no CSS.escape; react-aria's modals and menus use it.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
  Object.defineProperty(globalThis, 'CSS', {
    value: { ...globalThis.CSS, escape },
    configurable: true,
  });
}

/**
 * react-aria's usePress clicks for the browser 80 ms after a pointer-up when no click follows
 * (its long-press fallback for iOS and Android), and cancels that when the click comes. A test file
 * that ends within those 80 ms has its DOM torn down first, and the timer then throws
 * 'HTMLElement is not defined' as an unhandled error: seen once under load in CI (Button.test).
 * Waiting past it before the file's environment goes keeps the run clean.
 */
afterAll(() => new Promise((resolve) => setTimeout(resolve, 120)));
