/**
 * The object keys a zod schema names, at any depth: the fuzzer puts hostile values under the keys
 * the schema reads, so that generated bodies get past "unknown body" and into the field checks.
 */
import type { z } from 'zod';

/** The parts of zod 4's definitions that can hold an object shape. */
interface Definition {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
}

export function schemaKeys(schema: z.ZodType | undefined): string[] {
  const keys = new Set<string>();
  const seen = new Set<z.ZodType>();
  const walk = (node: z.ZodType | undefined) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def as unknown as Definition;
    for (const [key, child] of Object.entries(def.shape ?? {})) {
      keys.add(key);
      walk(child);
    }
    [
      def.in,
      def.out,
      def.innerType,
      def.element,
      def.left,
      def.right,
      def.valueType,
      ...(def.options ?? []),
    ].forEach(walk);
  };
  walk(schema);
  return [...keys];
}
