import { ValidationError, type ValidateOptions } from 'yup';
import { validIfPasses } from './valid-fast-path';

/** Any yup schema (object, lazy, ...): what validation needs of it. */
export interface Validatable<T> {
  validate(value: unknown, options?: ValidateOptions): Promise<T>;
  validateSync(value: unknown, options?: ValidateOptions): T;
}

export interface FieldError {
  /** The value's path, e.g. `attendees[1].email`; empty for the value itself. */
  field: string;
  message: string;
}

export type ValidationResult<T> = { value: T } | { errors: FieldError[] };

function toFieldErrors(error: ValidationError): FieldError[] {
  const leaves = error.inner.length > 0 ? error.inner : [error];
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const leaf of leaves) {
    const item = { field: leaf.path ?? '', message: String(leaf.message) };
    const id = `${item.field}\u0000${item.message}`;
    if (!seen.has(id)) {
      seen.add(id);
      out.push(item);
    }
  }
  return out;
}

/**
 * Validates with every rule (no early abort) and returns the cast value (trimmed text) or
 * every failing field with its message; for API request bodies and for tests. Only a yup
 * ValidationError is turned into field errors; anything else is a bug and is rethrown.
 */
export async function validateOrErrors<T>(
  schema: Validatable<T>,
  value: unknown,
  context: object = {},
): Promise<ValidationResult<T>> {
  try {
    return { value: await schema.validate(value, { abortEarly: false, context }) };
  } catch (error) {
    if (ValidationError.isError(error)) return { errors: toFieldErrors(error) };
    throw error;
  }
}

/**
 * The same, synchronously (every rule in this library is synchronous). A value that passes every
 * rule is cast and checked without yup's runner (`validIfPasses`: the same rules, a fraction of
 * the CPU); one that fails any is validated by yup, for its field errors.
 */
export function validateOrErrorsSync<T>(
  schema: Validatable<T>,
  value: unknown,
  context: object = {},
): ValidationResult<T> {
  const valid = validIfPasses(schema, value, context);
  if (valid) return { value: valid.value as T };
  try {
    return { value: schema.validateSync(value, { abortEarly: false, context }) };
  } catch (error) {
    if (ValidationError.isError(error)) return { errors: toFieldErrors(error) };
    throw error;
  }
}
