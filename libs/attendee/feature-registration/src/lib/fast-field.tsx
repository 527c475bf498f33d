import { FormikProvider, getIn, useFormikContext, type FormikContextType } from 'formik';
import { memo, useState, type ComponentType, type ReactNode } from 'react';
import { FormChecklistField, FormSelectField, FormTextField } from '@festival/shared-ui-form-fields';
import { FormCheckboxField } from './form-checkbox-field';
import { SignatureField } from './signature-field';

type Form = FormikContextType<unknown>;

/** What a field shows of the form: its value, its error, whether it was touched, and whether the form is submitting. */
const fieldChanged = (before: Form, after: Form, name: string) =>
  getIn(before.values, name) !== getIn(after.values, name) ||
  getIn(before.errors, name) !== getIn(after.errors, name) ||
  Boolean(getIn(before.touched, name)) !== Boolean(getIn(after.touched, name)) ||
  before.isSubmitting !== after.isSubmitting;

/**
 * Formik's context seen from one field: it changes only when that field's part of the form changes,
 * so the field (which reads the form through useField) is not rendered again by a keystroke in
 * another field. Inside, the form is as of the field's last change: the children read only `name`.
 */
function FieldScope({ name, children }: { name: string; children: ReactNode }) {
  const form = useFormikContext<unknown>();
  // The form as the field last saw it, moved on only when the field's part changed
  // (React's "information from previous renders" pattern: no effect, no extra commit).
  const [seen, setSeen] = useState(form);
  if (seen !== form && fieldChanged(seen, form, name)) setSeen(form);
  return <FormikProvider value={seen}>{children}</FormikProvider>;
}

/**
 * Formik's FastField for fields written with useField: the field renders again when its own
 * value, error or touched flag changes, or its props do, not on every keystroke elsewhere. Its
 * handlers (setFieldValue, handleChange, ...) are Formik's stable ones and always act on the live form.
 */
export function fastField<P extends { name: string }>(Field: ComponentType<P>) {
  const Fast = memo(function Fast(props: P) {
    return (
      <FieldScope name={props.name}>
        <Field {...props} />
      </FieldScope>
    );
  });
  Fast.displayName = `Fast(${Field.displayName ?? Field.name})`;
  return Fast;
}

export const FastTextField = fastField(FormTextField);
export const FastSelectField = fastField(FormSelectField);
export const FastChecklistField = fastField(FormChecklistField);
export const FastCheckboxField = fastField(FormCheckboxField);
export const FastSignatureField = fastField(SignatureField);
