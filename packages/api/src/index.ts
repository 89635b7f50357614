import { z } from 'zod';

/** Products a site can belong to (spec shell §3). */
export const productSchema = z.enum(['OPTIMISE', 'PREDICT', 'SIMPLE_PREDICT']);
export type Product = z.infer<typeof productSchema>;
