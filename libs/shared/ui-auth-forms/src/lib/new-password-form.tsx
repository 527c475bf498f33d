import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { signUpSchema, verificationCodeSchema } from '@festival/shared-util-form-schemas';
import { FormTextField } from '@festival/shared-ui-form-fields';
import type { AuthFormSubmit } from './form-errors';
import { NewPasswordFields } from './new-password-fields';

export interface NewPasswordValues {
  code: string;
  password: string;
  confirmPassword: string;
}

const schema = verificationCodeSchema.concat(signUpSchema.pick(['password', 'confirmPassword']));

/** Forgot password, second step: the emailed code and the new password with its checklist. */
export function NewPasswordForm({ onSubmit }: { onSubmit: AuthFormSubmit<NewPasswordValues> }) {
  const { t } = useTranslation('auth');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <Formik<NewPasswordValues>
      initialValues={{ code: '', password: '', confirmPassword: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        const errors = await onSubmit(values);
        if (errors) helpers.setErrors(errors);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('forgot.setPassword')}>
          <Stack gap="4">
            <FormTextField
              ref={first}
              name="code"
              label={t('fields.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
            />
            <NewPasswordFields name="password" label={t('fields.newPassword')} />
            <Button type="submit" colorPalette="brand" loading={isSubmitting}>
              {t('forgot.setPassword')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
