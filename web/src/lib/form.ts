import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type FormState, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The key of the form-wide error (a failed API call), cleared by react-hook-form on every submit. */
export const SERVER_ERROR = 'root.server' as const;

/**
 * The one way a form is built here: react-hook-form with the zod schema as its resolver. The
 * schema carries the spec's messages; the resolver keeps the first failing check of each field
 * (react-hook-form's default `criteriaMode: 'firstError'`), which is the spec's order (§5).
 * Fields are checked on submit, then again as they change; the first invalid field gets focus.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
  });
}

/** The form-wide error message set with `setError(SERVER_ERROR, …)`, if any. */
export const serverError = <T extends FieldValues>(form: { formState: FormState<T> }): string | undefined =>
  form.formState.errors.root?.server?.message;

export type FormCheck<T> = { success: true; data: T } | { success: false; errors: Record<string, string> };

/**
 * What a form built by `useZodForm` would do with `values` on submit: the parsed data, or the
 * message shown under each failing field (keys in the order the schema reports them). It runs
 * the very resolver the forms use, so unit tests of the schemas test the forms' behaviour.
 */
export async function checkForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  values: z.input<S>,
): Promise<FormCheck<z.output<S>>> {
  const result = await zodResolver(schema)(values, undefined, {
    fields: {},
    names: [],
    criteriaMode: 'firstError',
    shouldUseNativeValidation: false,
  });
  if (Object.keys(result.errors).length === 0) return { success: true, data: result.values as z.output<S> };
  const errors: Record<string, string> = {};
  for (const [field, error] of Object.entries(result.errors)) {
    if (error && typeof error.message === 'string') errors[field] = error.message;
  }
  return { success: false, errors };
}
