/// <reference types="vite/client" />
import { cleanup, render } from '@testing-library/react';
import { createElement, createRef, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as maps from './index';

/**
 * Every map component forwards its ref to its outer element (other products import them): each
 * exported component is rendered with its stories' args (or the props below) and a ref. In jsdom
 * the map itself never draws (no WebGL); the frame around it is what the ref holds.
 */
type Args = Record<string, unknown>;
const storyModules = import.meta.glob<{ default: { component?: unknown; args?: Args } }>(
  './**/*.stories.tsx',
  { eager: true },
);
const storyArgs = new Map<unknown, Args>();
for (const { default: meta } of Object.values(storyModules))
  if (meta.component && !storyArgs.has(meta.component))
    storyArgs.set(meta.component, meta.args ?? {});

/** Parts without a story of their own. */
const fixtures: Record<string, Args> = {
  BaseMap: { label: 'Map' },
  MapLegend: {},
  ZoomSlider: { zoom: 16, onZoomChange: () => {} },
};

const components = Object.entries(maps).filter(
  ([name, value]) => /^[A-Z][a-z]/.test(name) && typeof value === 'function',
) as unknown as [string, ComponentType<Args>][];

afterEach(cleanup);

describe('every map component forwards its ref to its outer element', () => {
  it('finds the components', () => {
    expect(components.map(([name]) => name)).toContain('SiteMap');
  });
  for (const [name, component] of components) {
    it(name, () => {
      const props = fixtures[name] ?? storyArgs.get(component);
      expect(props, `${name}: give it a story with args, or props here`).toBeDefined();
      const ref = createRef<Element>();
      const { container } = render(createElement(component, { ...props, ref }));
      expect(ref.current, `${name} did not pass its ref to an element`).toBeInstanceOf(Element);
      expect(ref.current!.parentElement).toBe(container);
    });
  }
});
