// @vitest-environment node
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the lint rule is plain JavaScript, without type declarations
import { featureBoundaries } from '../../scripts/featureBoundaries.mjs';

/**
 * The web app's layout (docs/adr/0023): a feature folder per group of the contract's routes, and
 * the layers' imports checked by the lint rule `web-layers/feature-boundaries`.
 */

const contractRoutes = resolve(__dirname, '../../../../packages/api/src/contract/routes');
const features = resolve(__dirname, '../features');

/** 'optimiseScenarioRoutes.ts' -> 'optimise-scenario'. */
const areaOf = (file: string) =>
  file.replace(/Routes\.ts$/, '').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Folders that are not a group's name: Optimise's overview of a node (the data group's series,
 * interventions and stimuli, with its product prefix), and the two pages that call no route.
 */
const NOT_A_GROUP = ['optimise-overview', 'methodology', 'terms'];

describe("the web app's feature folders", () => {
  it("are named after the contract's groups of routes, but for the few named here", () => {
    const groups = readdirSync(contractRoutes)
      .filter((file) => file.endsWith('Routes.ts'))
      .map(areaOf);
    expect(groups).toContain('predict-improvement');
    const folders = readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const strays = folders.filter((name) => !groups.includes(name) && !NOT_A_GROUP.includes(name));
    expect(strays).toEqual([]);
    // Each exception is still a folder: the list does not outlive the folders it excuses.
    expect(NOT_A_GROUP.filter((name) => !folders.includes(name))).toEqual([]);
  });
});

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const src = '/repo/apps/web/src';
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('web-layers/feature-boundaries', featureBoundaries, {
  valid: [
    // Within an area, down to shared and platform, the test kit, packages.
    { filename: `${src}/features/site/HomeScreen.tsx`, code: "import { x } from './useHome';" },
    { filename: `${src}/features/site/HomeScreen.tsx`, code: "import '../../shared/siteData';" },
    {
      filename: `${src}/features/diagnose/DiagnoseScreen.tsx`,
      code: "import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';",
    },
    {
      filename: `${src}/features/diagnose/DiagnoseScreen.test.tsx`,
      code: "import { renderScreen } from '../../testing/renderScreen';",
    },
    {
      filename: `${src}/features/site/HomeScreen.tsx`,
      code: "import { Stack } from '@wattwise/ui';",
    },
    { filename: `${src}/shared/scenarios/Pane.tsx`, code: "import '../../platform/toasts/x';" },
    // The app composes every area.
    { filename: `${src}/app/screens.ts`, code: "const s = () => import('../features/site/x');" },
    { filename: `${src}/server.tsx`, code: "import { siteBuildingIds } from './features/site/x';" },
  ],
  invalid: [
    {
      filename: `${src}/features/predict-improvement/SimplePlanScreen.tsx`,
      code: "import { useSiteData } from '../diagnose/useSimpleDiagnose';",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: `${src}/features/data/EventsScreen.tsx`,
      code: "export { x } from '../site/x'; const y = () => import('../../features/map/z');",
      errors: [{ messageId: 'otherFeature' }, { messageId: 'otherFeature' }],
    },
    {
      filename: `${src}/features/site/HomeScreen.tsx`,
      code: "import { App } from '../../app/App';",
      errors: [{ messageId: 'composedByApp' }],
    },
    {
      filename: `${src}/shared/siteData.ts`,
      code: "import { x } from '../features/diagnose/x';",
      errors: [{ messageId: 'sharedBelowFeatures' }],
    },
    {
      filename: `${src}/platform/auth/AuthProvider.tsx`,
      code: "import { x } from '../../shared/siteData';",
      errors: [{ messageId: 'platformBelow' }],
    },
  ],
});
