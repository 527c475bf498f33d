import { Link, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikProps } from 'formik';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@festival/shared-ui-form-fields';
import { Deferred, useStagedRenderShown } from '@festival/shared-ui-kit';
import { releaseShellFields, shellField } from '@festival/shared-util-site';
import { CaptchaSubmit, type CaptchaNoticeStatus } from './captcha-notice';
import type { AuthFormSubmit } from './form-errors';
import { OtherFormLine } from './other-form-line';
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
  const second = useRef<HTMLInputElement>(null);
  const formik = useRef<FormikProps<SignInValues>>(null);
  // The form the server drew (a pre-rendered sign-in page), read before it is replaced.
  const [shell] = useState(() => ({ email: shellField('email'), password: shellField('password') }));
  // A staged first render shows the form once the whole app is rendered: the shell is in use until then.
  const shown = useStagedRenderShown();
  useLayoutEffect(() => {
    if (!shown) return;
    // What was typed into the shell between this render and the page showing it is carried over
    // too, and the visitor stays in the field they were in when the shell was replaced.
    for (const name of ['email', 'password'] as const) {
      const value = shell[name]?.value();
      if (value && value !== formik.current?.values[name]) void formik.current?.setFieldValue(name, value, false);
    }
    const typing = shell.password?.focused() ? second : first;
    releaseShellFields();
    typing.current?.focus();
  }, [shell, shown]);
  return (
    <Formik<SignInValues>
      innerRef={formik}
      initialValues={{ email: shell.email?.value() || initialEmail, password: shell.password?.value() ?? '' }}
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
            {/* A staged first render (issue 14): the form's second half in a task of its own. */}
            <Deferred>
              <FormTextField
                ref={second}
                name="password"
                label={t('fields.password')}
                type="password"
                autoComplete="current-password"
                required
              />
              <Link href={forgotPasswordHref} alignSelf="flex-start" fontSize="sm" color="brand.fg">
                {t('signIn.forgotPassword')}
              </Link>
              <CaptchaSubmit status={captchaStatus} loading={isSubmitting}>
                {t('signIn.submit')}
              </CaptchaSubmit>
              {onSignUp && (
                <OtherFormLine text={t('signIn.noAccount')} action={t('signIn.toSignUp')} onClick={onSignUp} />
              )}
            </Deferred>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
