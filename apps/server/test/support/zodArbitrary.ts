import fc from 'fast-check';
import type { z } from 'zod';

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Strings the product's rules care about, beside random text. */
const interestingStrings = fc.constantFrom(
  '',
  ' ',
  'null',
  'GENERAL_OFFICE',
  'OFFICE',
  'D',
  '1200012345679',
  '2024-01',
  'data:application/pdf;base64,JVBERi0=',
  '../../etc/passwd',
  "'; drop table sites; --",
);

/**
 * A fast-check arbitrary from a zod schema (types only, checks ignored on purpose: out-of-range
 * values must be refused cleanly too), mixed with arbitrary JSON at every level.
 */
export function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const wild = fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 6 }), fc.boolean());
  const typed = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string':
        return fc.oneof(
          fc.string({ maxLength: 12 }),
          interestingStrings,
          fc.stringMatching(/^\d{13,21}$/),
        );
      case 'number':
        return fc.oneof(
          fc.integer({ min: -5, max: 3000 }),
          fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e7, max: 1e7 }),
          fc.constantFrom(0, 1, 2, 1e9, -1e9, 0.5),
        );
      case 'int':
        return fc.integer({ min: -1e6, max: 1e6 });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries ?? {}));
      case 'literal':
        return fc.constantFrom(...(def.values ?? [null]));
      case 'optional':
        return fc.option(arbitraryOf(def.innerType!, depth), { nil: undefined });
      case 'nullable':
        return fc.option(arbitraryOf(def.innerType!, depth), { nil: null });
      case 'default':
      case 'readonly':
      case 'catch':
        return arbitraryOf(def.innerType!, depth);
      case 'pipe':
        return arbitraryOf(def.in!, depth);
      case 'lazy':
        return depth > 2 ? fc.constant([]) : arbitraryOf(def.getter!(), depth + 1);
      case 'array':
        return depth > 3
          ? fc.constant([])
          : fc.array(arbitraryOf(def.element!, depth + 1), { maxLength: 4 });
      case 'tuple':
        return fc.tuple(...(def.items ?? []).map((item) => arbitraryOf(item, depth + 1)));
      case 'record':
        return fc.dictionary(
          fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('OFFICE', 'KITCHEN', 'TOILET')),
          arbitraryOf(def.valueType!, depth + 1),
          { maxKeys: 4 },
        );
      case 'union':
        return fc.oneof(...(def.options ?? []).map((option) => arbitraryOf(option, depth + 1)));
      case 'object': {
        const shape = def.shape ?? {};
        return fc.record(
          Object.fromEntries(
            Object.entries(shape).map(([key, value]) => [key, arbitraryOf(value, depth + 1)]),
          ),
          { requiredKeys: [] },
        );
      }
      default:
        return fc.anything({ maxDepth: 2 });
    }
  })();
  // Mostly the schema's own shape; sometimes a wrong type in its place.
  return fc.oneof({ arbitrary: typed, weight: 9 }, { arbitrary: wild, weight: 1 });
}

/** Query values as the strings a URL carries. */
export function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
