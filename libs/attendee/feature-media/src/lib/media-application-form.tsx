import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextareaField, FormTextField, type SelectOption } from '@festival/shared-ui-form-fields';
import { FileUploadField, type UploadProgressOptions, type UploadedFile } from '@festival/shared-ui-kit';
import type { FieldError, MediaApplicationInput } from '@festival/shared-util-api-contracts';
import {
  MEDIA_ROLES,
  UPLOAD_RULES,
  mediaApplicationSchema,
  type MediaApplicationFormValues,
} from '@festival/shared-util-form-schemas';

export type MediaUpload = (file: File, options: UploadProgressOptions) => Promise<{ filePath: string }>;

export interface MediaApplicationFormProps {
  initialValues: MediaApplicationFormValues;
  countries: readonly SelectOption[];
  /** Stores a file with the files API (`documents`: PDF, Word or an image, up to 50 MB). */
  upload: MediaUpload;
  /** Saves; resolves to the server's field errors when it refused the input, else nothing. */
  onSubmit: (input: MediaApplicationInput) => Promise<FieldError[] | void>;
  submitLabel: string;
}

const fileNameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A `documents` upload bound to a Formik field holding its stored path. */
function DocumentField({
  name,
  label,
  helperText,
  required,
  upload,
}: {
  name: string;
  label: string;
  helperText: string;
  required?: boolean;
  upload: MediaUpload;
}) {
  const [field, meta, helpers] = useField<string | null>(name);
  // The name the person chose, for as long as the field holds that upload; a stored one shows its key.
  const [chosen, setChosen] = useState<UploadedFile | null>(null);
  const value: UploadedFile | null = !field.value
    ? null
    : chosen?.filePath === field.value
      ? chosen
      : { filePath: field.value, name: fileNameOf(field.value) };
  return (
    <FileUploadField
      label={label}
      helperText={helperText}
      rules={UPLOAD_RULES.documents}
      upload={upload}
      value={value}
      onChange={(next) => {
        setChosen(next);
        void helpers.setValue(next?.filePath ?? (required ? '' : null));
        void helpers.setTouched(true, false);
      }}
      required={required}
      errorText={meta.touched && meta.error ? meta.error : undefined}
    />
  );
}

/**
 * The media (press) application: outlet, role, country, website, coverage plan, the press
 * credential and a portfolio link or file. The shared schema checks it here and on the server;
 * the server's field errors land on the same fields.
 */
export function MediaApplicationForm({
  initialValues,
  countries,
  upload,
  onSubmit,
  submitLabel,
}: MediaApplicationFormProps) {
  const { t } = useTranslation('media');
  const roles = MEDIA_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));

  async function submit(values: MediaApplicationFormValues, helpers: FormikHelpers<MediaApplicationFormValues>) {
    const input: MediaApplicationInput = {
      organisation: values.organisation.trim(),
      role: values.role,
      outletCountry: values.outletCountry,
      website: values.website?.trim() || null,
      coveragePlan: values.coveragePlan.trim(),
      pressCredentialFile: values.pressCredentialFile,
      portfolioUrl: values.portfolioUrl?.trim() || null,
      portfolioFile: values.portfolioFile || null,
    };
    const errors = await onSubmit(input);
    if (errors && errors.length > 0) {
      helpers.setErrors(Object.fromEntries(errors.map((e) => [e.field, e.message])));
      helpers.setTouched(Object.fromEntries(errors.map((e) => [e.field, true])), false);
    }
  }

  return (
    <Formik<MediaApplicationFormValues>
      initialValues={initialValues}
      validationSchema={mediaApplicationSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('form.title')}>
          <Stack gap="5" maxW="2xl">
            <FormTextField name="organisation" label={t('form.organisation')} autoComplete="organization" required />
            <FormSelectField
              name="role"
              label={t('form.role')}
              options={roles}
              placeholder={t('form.choose')}
              required
            />
            <FormSelectField
              name="outletCountry"
              label={t('form.outletCountry')}
              options={countries}
              placeholder={t('form.choose')}
              required
            />
            <FormTextField
              name="website"
              label={t('form.website')}
              type="url"
              inputMode="url"
              placeholder={t('form.urlPlaceholder')}
            />
            <FormTextareaField name="coveragePlan" label={t('form.coveragePlan')} helper={t('form.coveragePlanHelp')} />
            <DocumentField
              name="pressCredentialFile"
              label={t('form.pressCredential')}
              helperText={t('form.pressCredentialHelp')}
              upload={upload}
              required
            />
            <FormTextField
              name="portfolioUrl"
              label={t('form.portfolioUrl')}
              helper={t('form.portfolioHelp')}
              type="url"
              inputMode="url"
              placeholder={t('form.urlPlaceholder')}
            />
            <DocumentField
              name="portfolioFile"
              label={t('form.portfolioFile')}
              helperText={t('form.portfolioFileHelp')}
              upload={upload}
            />
            <Button type="submit" colorPalette="brand" loading={isSubmitting} alignSelf="flex-start">
              {submitLabel}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
