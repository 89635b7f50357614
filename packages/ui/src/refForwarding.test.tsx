/// <reference types="vite/client" />
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, createRef, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as ui from './index';
import { refFixtures, refTargets, rendersNoElement } from './refFixtures';

/**
 * "Every component that renders a DOM element forwards its ref" (other products import these and
 * measure, focus or scroll to them): each component the package exports is rendered with a ref,
 * which must then hold the component's own outer element. Its props come from its stories' `args`
 * (the props a designer sees it with) or, for parts without a story of their own, refFixtures.tsx;
 * a new component with neither fails here until it has one.
 */
type Args = Record<string, unknown>;
type StoryModule = { default: { component?: unknown; args?: Args } };

const storyModules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', {
  eager: true,
});
const storyArgs = new Map<unknown, Args>();
for (const module of Object.values(storyModules)) {
  const { component, args } = module.default;
  if (component && !storyArgs.has(component)) storyArgs.set(component, args ?? {});
}

const isComponentName = (name: string) => /^[A-Z][a-z]/.test(name);
const components = Object.entries(ui).filter(
  ([name, value]) =>
    isComponentName(name) &&
    (typeof value === 'function' || (typeof value === 'object' && value !== null)),
) as [string, ComponentType<Args>][];

function propsOf(name: string, component: unknown): Args | undefined {
  const args = refFixtures[name] ?? storyArgs.get(component);
  if (!args) return undefined;
  // Dialogs, popovers and tooltips hold their element only while open.
  return 'isOpen' in args || name === 'Tooltip' ? { ...args, isOpen: true } : args;
}

describe('every component forwards its ref to its own element', () => {
  it('finds the components of the package', () => {
    expect(components.length).toBeGreaterThan(80);
  });

  for (const [name, component] of components) {
    if (rendersNoElement.includes(name)) continue;
    it(name, async () => {
      const props = propsOf(name, component);
      expect(
        props,
        `${name}: give it a story with args, or props in refFixtures.tsx`,
      ).toBeDefined();
      const ref = createRef<Element>();
      const { container } = render(createElement(component, { ...props, ref }));
      const target = refTargets[name] ?? 'outer';
      if (target === 'opened') {
        await userEvent.setup().click(within(container).getAllByRole('button')[0]!);
        await waitFor(() => expect(ref.current).not.toBeNull());
      }
      const element = ref.current;
      expect(element, `${name} did not pass its ref to an element`).toBeInstanceOf(Element);
      expect(element!.isConnected).toBe(true);
      if (target === 'outer') {
        // The outermost element the component renders, not one of its parts.
        expect(element!.parentElement).toBe(container);
      } else if (target === 'input') {
        // Fields that take typing hand over the element that takes focus.
        expect(['INPUT', 'TEXTAREA']).toContain(element!.tagName);
        expect(container.contains(element)).toBe(true);
      } else {
        // Dialogs, menus, popovers and tooltips render outside the page's flow, in a portal.
        expect(container.contains(element)).toBe(false);
        expect(element!.getAttribute('role')).toMatch(/^(dialog|alertdialog|menu|tooltip)$/);
      }
    });
  }

  it('has no props for a component that is no longer exported', () => {
    const exported = new Set(components.map(([name]) => name));
    const stale = [...Object.keys(refFixtures), ...Object.keys(refTargets)].filter(
      (name) => !exported.has(name),
    );
    expect(stale).toEqual([]);
  });
});
