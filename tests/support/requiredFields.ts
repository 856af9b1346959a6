/**
 * Required markers against the schema: a form marks with an asterisk exactly the fields its schema
 * rejects when left empty, and tells assistive technology the same (`required`, `aria-required`), so
 * neither can drift from the validation (one concept, one place).
 */
import { getDefaultNormalizer, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { z } from 'zod';

/** The keys of `valid` whose absence alone makes `schema` fail on that key. */
function requiredBySchema(schema: z.ZodType, valid: Record<string, unknown>): string[] {
  expect(schema.safeParse(valid).success).toBe(true);
  return Object.keys(valid).filter((key) => {
    const result = schema.safeParse({ ...valid, [key]: undefined });
    return !result.success && result.error.issues.some((issue) => issue.path[0] === key);
  });
}

/** The input labels under `container` that carry a required asterisk (MUI's or react-admin's), without it. */
function labelsMarkedRequired(container: HTMLElement): string[] {
  return [...container.querySelectorAll('label span[aria-hidden="true"]')]
    .filter((mark) => mark.textContent?.trim() === '*')
    .map((mark) => mark.parentElement?.textContent?.replace(/\s*\*$/, '').trim() ?? '')
    .sort();
}

/**
 * The form on screen requires exactly the fields of `valid` that `schema` requires and `labels` names
 * (the editable ones: a read-only field is left out): `count` of them, so a schema that came to require
 * nothing cannot pass unseen. Each is announced as required; with 'marked' each label has the asterisk,
 * with 'unmarked' (a form whose every field is required) none has.
 */
export function expectRequiredOfSchema(
  schema: z.ZodType,
  valid: Record<string, unknown>,
  labels: Record<string, string>,
  count: number,
  marks: 'marked' | 'unmarked' = 'marked',
): void {
  const required = requiredBySchema(schema, valid)
    .filter((key) => key in labels)
    .map((key) => labels[key]);
  expect(required).toHaveLength(count);
  expect(labelsMarkedRequired(document.body)).toEqual(marks === 'marked' ? required.sort() : []);
  // The asterisk is aria-hidden: a screen reader hears "required" from the field itself, or never.
  for (const label of required)
    expect(screen.getByLabelText(label, { normalizer: withoutRequiredMark })).toBeRequired();
  expect(announcedRequired(document.body)).toHaveLength(count);
}

/** The fields under `container` that assistive technology reads as required (a select's hidden input aside). */
const announcedRequired = (container: HTMLElement) =>
  container.querySelectorAll('[required]:not([aria-hidden="true"]), [aria-required="true"]');

const defaultNormalizer = getDefaultNormalizer();
/**
 * For `getByLabelText`: a label's text without the asterisk of a required input, so that an exact
 * lookup ('Password', not 'Confirm password') finds the field whether it is marked or not.
 */
export const withoutRequiredMark = (text: string): string => defaultNormalizer(text).replace(/\s*\*$/, '');
