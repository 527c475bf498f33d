import { useFormikContext } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@festival/shared-ui-form-fields';
import { PasswordChecklist } from './password-checklist';

export interface NewPasswordFieldsProps {
  /** The form's field for the new password; its confirmation is `confirmPassword`. */
  name: string;
  label: string;
}

/**
 * SPEC.md §5: a new password (sign-up, forgot password, change password): the field, the live
 * checklist it is described by, and its confirmation.
 */
export function NewPasswordFields({ name, label }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const rules = useId();
  const { values } = useFormikContext<Record<string, string>>();
  return (
    <>
      <FormTextField
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        aria-describedby={rules}
        required
      />
      <PasswordChecklist id={rules} password={values[name] ?? ''} />
      <FormTextField
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
