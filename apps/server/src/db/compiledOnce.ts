import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Stands for argument `index` while the query is compiled; no request text can hold a NUL. */
const placeholder = (index: number) => `\u0000compiledOnce ${index}\u0000`;

interface Compiled {
  sql: string;
  parameters: readonly unknown[];
  /** For each argument, the positions of the parameters it fills. */
  slots: number[][];
}

/**
 * A Kysely query built and compiled to SQL once per database, then run with each call's values
 * (issue 14, throughput): building and compiling a query costs more CPU than PostgreSQL takes to
 * answer a small read. The arguments must only ever become parameter values (never decide the
 * query's shape); compiling checks that each one does, and the same SQL text each time is what
 * lets PostgreSQL keep it as a named statement (db/namedStatements.ts).
 */
export function compiledOnce<Args extends string[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  const compiledByDatabase = new WeakMap<Kysely<Database>, Compiled>();

  function compile(db: Kysely<Database>, arity: number): Compiled {
    const placeholders = Array.from({ length: arity }, (_, index) => placeholder(index));
    const { sql, parameters } = build(db, ...(placeholders as Args)).compile();
    const slots = placeholders.map((text, index) => {
      const positions = parameters.flatMap((value, position) => (value === text ? [position] : []));
      if (positions.length === 0) {
        throw new Error(`compiledOnce: argument ${index} is not a parameter of the query`);
      }
      return positions;
    });
    return { sql, parameters, slots };
  }

  return async (db, ...args) => {
    let compiled = compiledByDatabase.get(db);
    if (!compiled) {
      compiled = compile(db, args.length);
      compiledByDatabase.set(db, compiled);
    }
    const parameters = [...compiled.parameters];
    compiled.slots.forEach((positions, index) => {
      for (const position of positions) parameters[position] = args[index];
    });
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return rows;
  };
}
