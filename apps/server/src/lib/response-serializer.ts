import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';

/** Zod types with nothing inside them that reads differently in either direction. */
const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'date',
  'nan',
  'enum',
  'literal',
  'template_literal',
  'file',
  'custom',
]);

type Def = { type: string; [key: string]: unknown };

/** The schemas a container type holds (undefined for a type not listed: not symmetric). */
function childrenOf(def: Def): unknown[] | undefined {
  switch (def.type) {
    case 'object':
      return [...Object.values(def.shape as Record<string, unknown>), def.catchall];
    case 'array':
      return [def.element];
    case 'union':
      return def.options as unknown[];
    case 'intersection':
      return [def.left, def.right];
    case 'tuple':
      return [...(def.items as unknown[]), def.rest];
    case 'record':
    case 'map':
      return [def.keyType, def.valueType];
    case 'set':
      return [def.valueType];
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return [def.innerType];
    case 'lazy':
      return [(def.getter as () => unknown)()];
    default:
      return undefined;
  }
}

/**
 * Whether parsing `schema` (decoding) gives the same value as encoding it, for any value
 * both accept: true when no part of it transforms, pipes, defaults or catches (those run
 * one way only, or differently each way).
 */
export function isSymmetric(schema: unknown, seen = new Set<unknown>()): boolean {
  if (schema === undefined || seen.has(schema)) return true;
  if (!(schema instanceof $ZodType)) return false;
  seen.add(schema);
  const def = schema._zod.def as Def;
  if (LEAVES.has(def.type)) return true;
  const children = childrenOf(def);
  return children !== undefined && children.every((child) => isSymmetric(child, seen));
}

/** The zod schema of a route's response (as fastify-type-provider-zod accepts it). */
function zodSchemaOf(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`Response schema is not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * Serialises answers through their zod response schema, like fastify-type-provider-zod's
 * `serializerCompiler` (fields outside the schema dropped, an answer that does not match
 * is a ResponseSerializationError), but a schema with no codec, transform or default is
 * checked with zod's compiled parser rather than its encoder, which runs each schema twice
 * and never takes the compiled path: for such a schema both give the same value.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema,
  method,
  url,
}) => {
  const zodSchema = zodSchemaOf(schema);
  const encode = (data: unknown): string => {
    const result = safeEncode(zodSchema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
  if (!isSymmetric(zodSchema)) return encode;
  return (data: unknown): string => {
    const result = safeParse(zodSchema, data);
    // A refusal is worked out by the encoder, so that it reads exactly as it always has.
    return result.success ? JSON.stringify(result.data) : encode(data);
  };
};
