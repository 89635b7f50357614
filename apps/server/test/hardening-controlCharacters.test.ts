import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routes, type RouteDef } from '@wattwise/api/contract';
import type { BuiltApp } from '../src/app';
import { accountFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

let databases: TestDatabases;
let built: BuiltApp;
let authorization: string;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), {
    env: { RATE_LIMIT_ANONYMOUS: '100000/60', RATE_LIMIT_REGISTRATION: '100000/60' },
  });
  const sub = await accountFixture(built.database.db, 'nul@example.com');
  authorization = `Bearer ${await providerToken(built.database.db, { sub })}`;
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const NUL = '\u0000';

/** Every string leaf of a value with its path, e.g. [['address', 'street'], 'High St']. */
function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

function withNul(value: unknown, path: (string | number)[]): unknown {
  if (path.length === 0) return `${String(value)}${NUL}x`;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head as string | number] = withNul(copy[head as string | number], rest);
  return copy;
}

interface Case {
  route: RouteDef;
  part: 'params' | 'query' | 'body';
  field: string;
  params: Record<string, unknown>;
  query: Record<string, unknown> | undefined;
  body: unknown;
}

/** One case per string parameter of the route table: each path and query parameter, and each string of the example body. */
function cases(): Case[] {
  return routes.flatMap((route: RouteDef) => {
    const params = { ...route.example.params };
    for (const key of Object.keys(route.params.shape)) params[key] ??= 'x';
    const query = route.query ? { ...(route.example.query ?? {}) } : undefined;
    const body = route.example.body;
    const base = { route, params, query, body };
    const list: Case[] = [];
    for (const key of Object.keys(route.params.shape)) {
      list.push({ ...base, part: 'params', field: key, params: withNul(params, [key]) as never });
    }
    for (const key of Object.keys(route.query?.shape ?? {})) {
      list.push({ ...base, part: 'query', field: key, query: { ...query, [key]: `a${NUL}b` } });
    }
    if (route.body && route.bodyType !== 'octet-stream') {
      for (const path of stringLeaves(body)) {
        list.push({ ...base, part: 'body', field: path.join('.'), body: withNul(body, path) });
      }
    }
    return list;
  });
}

function search(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const text = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]): [string, string][] =>
      v === undefined
        ? []
        : Array.isArray(v)
          ? v.map((item) => [k, String(item)])
          : [[k, String(v)]],
    ),
  ).toString();
  return text ? `?${text}` : '';
}

describe('control characters in every string parameter of the route table', () => {
  const all = cases();

  it('covers every route with a string parameter', () => {
    expect(all.length).toBeGreaterThan(routes.length);
    expect(new Set(all.map((c) => c.part))).toEqual(new Set(['params', 'query', 'body']));
  });

  it('answers 400 naming the field, never 500', async () => {
    const failures: string[] = [];
    for (const c of all) {
      const response = await built.app.inject({
        method: c.route.method,
        url: `${buildPath(c.route.path, c.params)}${search(c.query)}`,
        ...(c.route.body && c.route.bodyType !== 'octet-stream'
          ? {
              headers: { authorization, 'content-type': 'application/json' },
              payload: JSON.stringify(c.body ?? {}),
            }
          : { headers: { authorization } }),
      });
      const body = String(response.headers['content-type'] ?? '').includes('json')
        ? response.json()
        : {};
      const issue = (body.issues ?? []).find(
        (i: { path: string; message: string }) =>
          i.message === 'Text must not contain control characters.',
      );
      if (response.statusCode !== 400 || !issue || issue.path !== c.field) {
        failures.push(
          `${c.route.name} ${c.part}.${c.field}: ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
