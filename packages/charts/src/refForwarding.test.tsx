/// <reference types="vite/client" />
import { render } from '@testing-library/react';
import { createElement, createRef, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as charts from './index';

/**
 * Every chart forwards its ref to its outer element (other products import them and measure or
 * scroll to them): each exported component is rendered with its stories' args and a ref.
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

const components = Object.entries(charts).filter(
  ([name, value]) => /^[A-Z][a-z]/.test(name) && typeof value === 'function',
) as unknown as [string, ComponentType<Args>][];

describe('every chart forwards its ref to its outer element', () => {
  it('finds the charts', () => {
    expect(components.map(([name]) => name)).toContain('TimeSeriesChart');
  });
  for (const [name, component] of components) {
    it(name, () => {
      const props = storyArgs.get(component);
      expect(props, `${name}: give it a story with args`).toBeDefined();
      const ref = createRef<Element>();
      const { container } = render(createElement(component, { ...props, ref }));
      expect(ref.current, `${name} did not pass its ref to an element`).toBeInstanceOf(Element);
      expect(ref.current!.parentElement).toBe(container);
    });
  }
});
