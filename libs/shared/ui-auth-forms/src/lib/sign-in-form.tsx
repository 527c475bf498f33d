import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@festival/shared-ui-form-fields';
import { CaptchaNotice, type CaptchaNoticeStatus } from './captcha-notice';
import type { AuthFormSubmit } from './form-errors';
import { validateWithSchemaFrom } from './schema-on-demand';

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignInFormProps {
  onSubmit: AuthFormSubmit<SignInValues>;
  captchaStatus: CaptchaNoticeStatus;
  /** The identity site's /forgot-password (SPEC.md §7). */
  forgotPasswordHref: string;
  onSignUp?: () => void;
  initialEmail?: string;
}

const validate = validateWithSchemaFrom<SignInValues>(() => import('./sign-in-schema').then((m) => m.signInSchema));

/** Email and password (SPEC.md §5); submit does nothing until a captcha token is ready. */
export function SignInForm({
  onSubmit,
  captchaStatus,
  forgotPasswordHref,
  onSignUp,
  initialEmail = '',
}: SignInFormProps) {
  const { t } = useTranslation('auth');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <Formik<SignInValues>
      initialValues={{ email: initialEmail, password: '' }}
      validate={validate}
      // Leaving the form (to "Forgot password?" or "Create an account") must not raise a message
      // that moves the link away from the pointer: fields are checked as they change and on submit.
      validateOnBlur={false}
      onSubmit={async (values, helpers) => {
        if (captchaStatus !== 'ready') return;
        const errors = await onSubmit(values);
        if (errors) {
          helpers.setErrors(errors);
          helpers.setTouched({ email: true, password: true }, false);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('signIn.title')}>
          <Stack gap="4">
            <FormTextField
              ref={first}
              name="email"
              label={t('fields.email')}
              type="email"
              autoComplete="username"
              required
            />
            <FormTextField
              name="password"
              label={t('fields.password')}
              type="password"
              autoComplete="current-password"
              required
            />
            <Link href={forgotPasswordHref} alignSelf="flex-start" fontSize="sm" color="brand.fg">
              {t('signIn.forgotPassword')}
            </Link>
            <CaptchaNotice status={captchaStatus} />
            <Button type="submit" colorPalette="brand" loading={isSubmitting} aria-disabled={captchaStatus !== 'ready'}>
              {t('signIn.submit')}
            </Button>
            {onSignUp && (
              <Text fontSize="sm">
                {t('signIn.noAccount')}{' '}
                <Button variant="plain" colorPalette="brand" size="sm" px="0" onClick={onSignUp}>
                  {t('signIn.toSignUp')}
                </Button>
              </Text>
            )}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
