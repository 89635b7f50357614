import { expect, it, vi } from 'vitest';

// If importing the package touched any of these, the mocked module would throw.
vi.mock('three', () => {
  throw new Error('three was imported eagerly');
});
vi.mock('@react-three/fiber', () => {
  throw new Error('@react-three/fiber was imported eagerly');
});
vi.mock('@react-three/drei', () => {
  throw new Error('@react-three/drei was imported eagerly');
});
vi.mock('@thatopen/fragments', () => {
  throw new Error('@thatopen/fragments was imported eagerly');
});
vi.mock('cesium', () => {
  throw new Error('cesium was imported eagerly');
});

it('importing the viewers loads no three, fiber, drei, fragments or cesium until a viewer renders', async () => {
  const viewers = await import('./index');
  expect(viewers.ModelViewer).toBeTypeOf('function');
  expect(viewers.PhotoViewer).toBeTypeOf('function');
  expect(viewers.FragmentsViewer).toBeTypeOf('function');
  expect(viewers.ViewerModeToggle).toBeTypeOf('function');
  expect(viewers.GlobeViewer).toBeTypeOf('function');
});

it('a viewer scene module does load three (so the check above can fail)', async () => {
  await expect(import('./ModelViewer/ModelScene')).rejects.toThrow();
});
