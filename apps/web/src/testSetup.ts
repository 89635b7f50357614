import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

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

// react-aria's usePress clicks 80 ms after a pointer-up with no click (its long-press fallback);
// a file ending sooner has its DOM torn down first and the timer throws 'HTMLElement is not
// defined'. Seen in ui's Button.test under load; waiting past it keeps the run clean.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 120)));
