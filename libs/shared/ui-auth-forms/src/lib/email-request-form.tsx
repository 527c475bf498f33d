import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { signUpSchema } from '@festival/shared-util-form-schemas';
import { FormTextField } from '@festival/shared-ui-form-fields';
import type { AuthFormSubmit } from './form-errors';

export interface EmailRequestValues {
  email: string;
}

const schema = signUpSchema.pick(['email']);

/** One email field and a button, e.g. forgot password's first step. */
export function EmailRequestForm({
  onSubmit,
  submitLabel,
  label,
}: {
  onSubmit: AuthFormSubmit<EmailRequestValues>;
  submitLabel: string;
  label: string;
}) {
  const { t } = useTranslation('auth');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <Formik<EmailRequestValues>
      initialValues={{ email: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        const errors = await onSubmit({ email: values.email.trim() });
        if (errors) helpers.setErrors(errors);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label}>
          <Stack gap="4">
            <FormTextField
              ref={first}
              name="email"
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
            />
            <Button type="submit" colorPalette="brand" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
