import type { z } from 'zod';

/** A named entity of the contract: a component of the OpenAPI document. */
export interface ContractEntity {
  id: string;
  description: string;
  schema: z.ZodType;
}

const entities: ContractEntity[] = [];

/** Every named entity of the contract, in the order they were declared. */
export function contractEntities(): readonly ContractEntity[] {
  return entities;
}

/** Declares a schema as a named entity of the contract (an OpenAPI component) and returns it unchanged. */
export function entity<T extends z.ZodType>(id: string, description: string, schema: T): T {
  if (entities.some((known) => known.id === id)) {
    throw new Error(`Entity '${id}' is declared twice`);
  }
  entities.push({ id, description, schema });
  return schema;
}
