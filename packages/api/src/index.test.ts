import { expect, it } from 'vitest';
import { productSchema } from './index';

it('accepts the three products and rejects others', () => {
  expect(productSchema.parse('PREDICT')).toBe('PREDICT');
  expect(productSchema.safeParse('OTHER').success).toBe(false);
});
