import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function show(Component: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Component name="Ada" />
    </Suspense>,
  );
}

describe('preloadable screens (the first address renders without a loading flash)', () => {
  it('renders a preloaded component at once, without showing the Suspense fallback', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Screen = preloadable(load);
    await Screen.preload();
    show(Screen);
    // In the same commit: no 'Loading…' in between (React.lazy would show it first).
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on first render when nobody preloaded it, showing the fallback meanwhile', async () => {
    const Screen = preloadable(async () => ({ default: Greeting }));
    show(Screen);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('tries again after a failed load (a dropped connection), instead of failing for good', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Screen = preloadable(load);
    await expect(Screen.preload()).rejects.toThrow('Failed to fetch');
    await Screen.preload();
    show(Screen);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
