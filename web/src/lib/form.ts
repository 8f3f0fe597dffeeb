import type { z } from 'zod';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * The first message per field, in the order the schema checks them (the spec's order); the
 * keys come in the schema's field order, so the first key is the first failing field.
 */
export function firstErrors<T>(error: z.ZodError<T>): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<T>;
}

export type Validation<T> = { success: true; data: T } | { success: false; errors: FieldErrors<T> };

/** Runs `schema` on `values` and returns the parsed data or the first error of each field. */
export function validate<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  return result.success ? { success: true, data: result.data } : { success: false, errors: firstErrors(result.error) };
}

/** Moves focus to the first field marked invalid, once React has rendered the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
