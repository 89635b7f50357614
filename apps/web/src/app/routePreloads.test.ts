// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROUTES } from '@wattwise/domain/routes';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { oneBuildingTarget, screensOf } from '../../scripts/routePreloads.mjs';

type Screens = Record<string, { layout: string; module?: string }>;
const screens = screensOf(readFileSync(resolve(__dirname, 'screens.ts'), 'utf8')) as Screens;

describe('the route preloads of the build (scripts/routePreloads.mjs)', () => {
  it('finds the layout and the screen module of every route in screens.ts', () => {
    expect(Object.keys(screens).sort()).toEqual(ROUTES.map((route) => route.name).sort());
    expect(screens.home).toEqual({ layout: 'page', module: 'src/features/site/HomeScreen' });
    expect(screens['predict-site-diagnose']).toEqual({
      layout: 'shell',
      module: 'src/features/diagnose/DiagnoseScreen',
    });
    // A screen picked out of a shared module, and a route that only redirects.
    expect(screens['predict-add-building']).toEqual({
      layout: 'page',
      module: 'src/features/registration/RegistrationScreens',
    });
    expect(screens.signup).toEqual({ layout: 'redirect', module: undefined });
  });

  it('also preloads the building screen a one-building site leads to (the domain redirect)', () => {
    expect(oneBuildingTarget('predict-site')).toBe('predict-building-diagnose');
    expect(oneBuildingTarget('predict-site-diagnose')).toBe('predict-building-diagnose');
    expect(oneBuildingTarget('predict-site-plan')).toBe('predict-building-plan');
    expect(oneBuildingTarget('predict-building-diagnose')).toBeUndefined();
    expect(oneBuildingTarget('home')).toBeUndefined();
    expect(oneBuildingTarget('not-found')).toBeUndefined();
  });
});
