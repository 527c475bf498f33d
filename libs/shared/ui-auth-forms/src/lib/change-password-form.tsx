import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@festival/shared-util-form-schemas';
import { FormTextField } from '@festival/shared-ui-form-fields';
import type { AuthFormSubmit } from './form-errors';
import { NewPasswordFields } from './new-password-fields';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** SPEC.md §5: the new password meets the policy and differs from the current one. */
export function ChangePasswordForm({ onSubmit }: { onSubmit: AuthFormSubmit<ChangePasswordValues> }) {
  const { t } = useTranslation('auth');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <Formik<ChangePasswordValues>
      initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
      validationSchema={changePasswordSchema}
      onSubmit={async (values, helpers) => {
        const errors = await onSubmit(values);
        if (errors) helpers.setErrors(errors);
        else helpers.resetForm();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('changePassword.title')}>
          <Stack gap="4">
            <FormTextField
              ref={first}
              name="currentPassword"
              label={t('fields.currentPassword')}
              type="password"
              autoComplete="current-password"
              required
            />
            <NewPasswordFields name="newPassword" label={t('fields.newPassword')} />
            <Button type="submit" colorPalette="brand" loading={isSubmitting}>
              {t('changePassword.submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
