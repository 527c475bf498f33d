import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useFileUrl, useUpdateProfile } from '@festival/shared-data-access-api-client';
import { FormTextField } from '@festival/shared-ui-form-fields';
import { showErrorToast, showSuccessToast, type UploadedFile } from '@festival/shared-ui-kit';
import type { Profile } from '@festival/shared-util-api-contracts';
import { profileSchema } from '@festival/shared-util-form-schemas';
import { AvatarUpload } from './avatar-upload';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  avatar: UploadedFile | null;
}

/** The server's field names (`body.avatarUrl`) as the form's. */
const FORM_FIELD: Record<string, keyof ProfileFormValues> = {
  'body.firstName': 'firstName',
  'body.lastName': 'lastName',
  'body.avatarUrl': 'avatar',
};

const fileNameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Names (the shared profileSchema), the read-only email and the avatar; saved with PUT /me/{id}. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('files');
  const update = useUpdateProfile();
  const storedUrl = useFileUrl(profile.avatarUrl).data;
  // Reset only when the saved profile changes, never when a signed URL is refreshed.
  const initialValues = useMemo<ProfileFormValues>(
    () => ({
      firstName: profile.firstName,
      lastName: profile.lastName,
      avatar: profile.avatarUrl ? { filePath: profile.avatarUrl, name: fileNameOf(profile.avatarUrl) } : null,
    }),
    [profile],
  );

  async function submit(values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) {
    try {
      const changes = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        avatarUrl: values.avatar?.filePath ?? null,
      };
      await update.mutateAsync({ id: profile.id, changes });
      showSuccessToast(t('profile.saved'));
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.errors.filter((e) => FORM_FIELD[e.field]) : [];
      if (fieldErrors.length === 0) return showErrorToast(error instanceof Error ? error.message : String(error));
      helpers.setErrors(Object.fromEntries(fieldErrors.map((e) => [FORM_FIELD[e.field], e.message])));
      helpers.setTouched(Object.fromEntries(fieldErrors.map((e) => [FORM_FIELD[e.field], true])), false);
    }
  }

  return (
    <Formik<ProfileFormValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={profileSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('profile.title')}>
          <Stack gap="5" maxW="lg">
            <AvatarUpload
              name="avatar"
              stored={profile.avatarUrl && storedUrl ? { filePath: profile.avatarUrl, url: storedUrl } : null}
              disabled={isSubmitting}
            />
            <FormTextField name="firstName" label={t('profile.firstName')} autoComplete="given-name" required />
            <FormTextField name="lastName" label={t('profile.lastName')} autoComplete="family-name" required />
            <Field.Root readOnly>
              <Field.Label>{t('profile.email')}</Field.Label>
              <Input value={profile.email} readOnly type="email" autoComplete="email" />
              <Field.HelperText>{t('profile.emailHelp')}</Field.HelperText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={isSubmitting} alignSelf="flex-start">
              {t('profile.save')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
