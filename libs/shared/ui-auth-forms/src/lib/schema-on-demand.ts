import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema, ValidationError } from 'yup';

/**
 * A Formik `validate` that fetches its Yup schema (and Yup with it) when the form first validates,
 * as `validationSchema` would check it, so a page that opens on the form paints without Yup (issue 14:
 * about 14 kB gzip of the sign-in pages' first download).
 */
export function validateWithSchemaFrom<Values extends FormikValues>(load: () => Promise<Schema>) {
  let schema: Promise<Schema> | undefined;
  return async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await validateYupSchema(values, await (schema ??= load()));
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError')
        return yupToFormErrors<Values>(error as ValidationError);
      throw error;
    }
  };
}
