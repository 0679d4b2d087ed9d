// An example payload for a schema: the spec's own examples where it has them,
// otherwise values built from types, formats and enums. Cycles stop at a depth.
import type { Schema } from './operations.js';

export function exampleFor(schema: Schema | undefined, depth = 0, stack: Set<Schema> = new Set()): unknown {
  if (!schema || depth > 8 || stack.has(schema)) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  stack.add(schema);
  try {
    const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
    if (variant) return exampleFor(variant, depth + 1, stack);
    if (schema.allOf) {
      const merged: Record<string, unknown> = {};
      for (const part of schema.allOf) {
        const value = exampleFor(part, depth + 1, stack);
        if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(merged, value);
      }
      return merged;
    }
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (type === 'object' || schema.properties) {
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(schema.properties ?? {})) out[name] = exampleFor(prop, depth + 1, stack) ?? null;
      return out;
    }
    if (type === 'array') {
      const item = exampleFor(schema.items, depth + 1, stack);
      return item === undefined ? [] : [item];
    }
    if (type === 'integer') return schema.minimum ?? 0;
    if (type === 'number') return schema.minimum ?? 0;
    if (type === 'boolean') return true;
    if (type === 'string') return schema.format === 'date-time' ? '2024-01-01T00:00:00Z' : 'string';
    return undefined;
  } finally {
    stack.delete(schema);
  }
}
