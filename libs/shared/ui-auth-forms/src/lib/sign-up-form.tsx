import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LENGTHS, signUpSchema } from '@festival/shared-util-form-schemas';
import { FormTextField } from '@festival/shared-ui-form-fields';
import { CaptchaSubmit, type CaptchaNoticeStatus } from './captcha-notice';
import type { AuthFormSubmit } from './form-errors';
import { OtherFormLine } from './other-form-line';
import { NewPasswordFields } from './new-password-fields';

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface SignUpFormProps {
  onSubmit: AuthFormSubmit<SignUpValues>;
  captchaStatus: CaptchaNoticeStatus;
  onSignIn?: () => void;
}

/** Names, email, password with its live checklist, confirmation (SPEC.md §5). */
export function SignUpForm({ onSubmit, captchaStatus, onSignIn }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <Formik<SignUpValues>
      initialValues={{ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }}
      validationSchema={signUpSchema}
      onSubmit={async (values, helpers) => {
        if (captchaStatus !== 'ready') return;
        const errors = await onSubmit({ ...values, email: values.email.trim() });
        if (errors) helpers.setErrors(errors);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('signUp.title')}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormTextField
                ref={first}
                name="firstName"
                label={t('fields.firstName')}
                autoComplete="given-name"
                maxLength={LENGTHS.signUpName}
                required
              />
              <FormTextField
                name="lastName"
                label={t('fields.lastName')}
                autoComplete="family-name"
                maxLength={LENGTHS.signUpName}
                required
              />
            </SimpleGrid>
            <FormTextField name="email" label={t('fields.email')} type="email" autoComplete="email" required />
            <NewPasswordFields name="password" label={t('fields.password')} />
            <CaptchaSubmit status={captchaStatus} loading={isSubmitting}>
              {t('signUp.submit')}
            </CaptchaSubmit>
            {onSignIn && (
              <OtherFormLine text={t('signUp.haveAccount')} action={t('signUp.toSignIn')} onClick={onSignIn} />
            )}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
