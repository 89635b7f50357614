import { expect, it } from 'vitest';
import { packageName } from './index';

it('names itself', () => {
  expect(packageName).toBe('@wattwise/viewer3d');
});
