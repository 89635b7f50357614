import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals, Testing Library does not unmount between tests by itself; the files
// share one jsdom (isolate: false in vitest.config.ts), so each test leaves a clean document.
afterEach(cleanup);
