/**
 * Imported first by main.tsx, before anything that loads zod: zod reads this global config when
 * it builds a schema, and with `jitless` it never probes `new Function` (its compiled fast path),
 * a probe that the server's Content-Security-Policy, which has no 'unsafe-eval'
 * (apps/server/src/http/securityHeaders.ts), reports as a violation.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
