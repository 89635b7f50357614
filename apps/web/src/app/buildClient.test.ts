// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without types
import { homeModules, homeModuleSets } from '../../scripts/buildClient.mjs';

/** A chunk of a build's output, as Rolldown answers it. */
function chunk(
  fileName: string,
  moduleIds: string[],
  links: Partial<Record<'imports' | 'dynamicImports', string[]>> = {},
) {
  return {
    type: 'chunk',
    fileName: `assets/${fileName}`,
    isEntry: fileName.startsWith('index-'),
    facadeModuleId: fileName.startsWith('index-') ? '/app/index.html' : null,
    moduleIds,
    imports: (links.imports ?? []).map((name) => `assets/${name}`),
    dynamicImports: (links.dynamicImports ?? []).map((name) => `assets/${name}`),
  };
}

const output = [
  chunk('index-a.js', ['/app/src/main.tsx'], { dynamicImports: ['start-b.js'] }),
  chunk('start-b.js', ['/app/src/start.tsx'], {
    imports: ['react-c.js'],
    dynamicImports: ['HomeScreen-d.js', 'DiagnoseScreen-e.js'],
  }),
  chunk('react-c.js', ['/nm/react/index.js']),
  chunk('HomeScreen-d.js', ['/app/src/features/site/HomeScreen.tsx'], {
    imports: ['SiteCard-f.js'],
  }),
  chunk(
    'SiteCard-f.js',
    ['/packages/ui/dist/chunk-SITECARD.js', '/nm/react-aria/dist/usePress.mjs'],
    { dynamicImports: ['MenuPopup-h.js'] },
  ),
  chunk('MenuPopup-h.js', ['/packages/ui/dist/MenuPopup.js', '/nm/react-aria/dist/useMenu.mjs'], {
    imports: ['SiteCard-f.js'],
  }),
  chunk('DiagnoseScreen-e.js', ['/app/src/features/diagnose/DiagnoseScreen.tsx'], {
    imports: ['Tabs-g.js'],
  }),
  chunk('Tabs-g.js', ['/packages/ui/dist/chunk-TABS.js']),
  { type: 'asset', fileName: 'assets/index.css' },
];

describe('the modules the signed-in home runs (the ui-home chunk of the build)', () => {
  it('lists the modules of the chunks the home loads, through the static imports of its screen', () => {
    const modules = homeModules(output);
    expect(modules).toContain('/packages/ui/dist/chunk-SITECARD.js');
    expect(modules).toContain('/nm/react-aria/dist/usePress.mjs');
    expect(modules).toContain('/app/src/main.tsx');
  });

  it('leaves out what only another screen loads, though the start chunk can load it on demand', () => {
    const modules = homeModules(output);
    expect(modules).not.toContain('/packages/ui/dist/chunk-TABS.js');
    expect(modules).not.toContain('/app/src/features/diagnose/DiagnoseScreen.tsx');
  });

  it('refuses an output without the page entry, rather than put the whole design system on one side', () => {
    expect(() => homeModules(output.slice(1))).toThrow(/no HTML entry chunk/);
  });
});

describe('the modules the home loads at first use (the ui-home-later chunk of the build)', () => {
  it("lists what the home's own parts load on demand (a card's menu), not what it runs at once", () => {
    const { home, later } = homeModuleSets(output);
    expect(later).toEqual(['/nm/react-aria/dist/useMenu.mjs', '/packages/ui/dist/MenuPopup.js']);
    expect(home).toContain('/nm/react-aria/dist/usePress.mjs');
    expect(home).not.toContain('/packages/ui/dist/MenuPopup.js');
  });

  it('leaves out the other screens, which the route table loads on demand', () => {
    const { later } = homeModuleSets(output);
    expect(later).not.toContain('/packages/ui/dist/chunk-TABS.js');
    expect(later).not.toContain('/app/src/features/diagnose/DiagnoseScreen.tsx');
  });
});
