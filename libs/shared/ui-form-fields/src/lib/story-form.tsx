import { Box } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';

export interface StoryFormProps {
  /** The field's name in the form. */
  name: string;
  value: unknown;
  /** Shown as the field's rule message, as after a submit that failed. */
  error?: string;
  /** Disables the whole form (a native disabled fieldset), for fields without a disabled prop of their own. */
  disabled?: boolean;
  children: ReactNode;
}

/** Stories only (not exported): the Formik form a field needs, holding one value and, when given, its error. */
export function StoryForm({ name, value, error, disabled, children }: StoryFormProps) {
  const errors = error ? { [name]: error } : {};
  return (
    <Box maxW="md" p="6">
      <Formik
        enableReinitialize
        initialValues={{ [name]: value }}
        initialTouched={error ? { [name]: true } : {}}
        initialErrors={errors}
        validate={() => errors}
        onSubmit={() => undefined}
      >
        <Form>
          <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            {children}
          </fieldset>
        </Form>
      </Formik>
    </Box>
  );
}
