import { Button, Fieldset, HStack, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  FormCheckboxField,
  FormChecklistField,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  type SelectOption,
} from '@festival/shared-ui-form-fields';
import type { VolunteerApplicationInput } from '@festival/shared-util-api-contracts';
import { validateOrErrorsSync, type FieldError } from '@festival/shared-util-form-schemas';
import { T_SHIRT_SIZES, VOLUNTEER_AREAS, volunteerApplicationSchema } from '@festival/shared-util-registration';
import { AvailabilityField } from './availability-field';

export type VolunteerFormValues = Omit<VolunteerApplicationInput, 'experience'> & { experience: string };

export const EMPTY_VOLUNTEER_VALUES: VolunteerFormValues = {
  phone: '',
  areaIds: [],
  languageIds: [],
  experience: '',
  tShirtSize: '',
  emergencyName: '',
  emergencyPhone: '',
  emergencyRelationship: '',
  timeSlots: [],
  agreementAccepted: false,
};

/** Field errors (the form's, or the API's: the same names) as Formik's, one message per top-level field. */
export function toVolunteerFormErrors(errors: readonly FieldError[]): FormikErrors<VolunteerFormValues> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const field = error.field.split(/[.[]/)[0];
    if (field && !(field in out)) out[field] = error.message;
  }
  return out as FormikErrors<VolunteerFormValues>;
}

// The rules need the festival's days, which a Formik validationSchema cannot be given.
function formErrors(values: VolunteerFormValues, days: readonly string[]): FormikErrors<VolunteerFormValues> {
  const result = validateOrErrorsSync(volunteerApplicationSchema, values, { festivalDays: days });
  return 'errors' in result ? toVolunteerFormErrors(result.errors) : {};
}

export interface VolunteerApplicationFormProps {
  /** The festival's days (YYYY-MM-DD): the grid offers only these. */
  days: readonly string[];
  languages: readonly SelectOption[];
  initialValues?: VolunteerFormValues;
  mode: 'create' | 'update';
  onSubmit: (values: VolunteerFormValues, helpers: FormikHelpers<VolunteerFormValues>) => Promise<void> | void;
  onCancel?: () => void;
}

/** The volunteer application (the shared volunteerApplicationSchema, as the server checks it). */
export function VolunteerApplicationForm({
  days,
  languages,
  initialValues = EMPTY_VOLUNTEER_VALUES,
  mode,
  onSubmit,
  onCancel,
}: VolunteerApplicationFormProps) {
  const { t } = useTranslation('volunteer');
  const areas = VOLUNTEER_AREAS.map((value) => ({ value, label: t(`areas.${value}`) }));
  const sizes = T_SHIRT_SIZES.map((value) => ({ value, label: value }));
  return (
    <Formik<VolunteerFormValues>
      initialValues={initialValues}
      enableReinitialize
      validate={(values) => formErrors(values, days)}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={mode === 'create' ? t('page.registrationTitle') : t('page.updateTitle')}>
          <Stack gap="8" maxW="3xl">
            <Fieldset.Root>
              <Fieldset.Legend fontSize="lg" fontWeight="semibold">
                {t('form.contact')}
              </Fieldset.Legend>
              <FormTextField name="phone" label={t('form.phone')} type="tel" autoComplete="tel" required />
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend fontSize="lg" fontWeight="semibold">
                {t('form.interests')}
              </Fieldset.Legend>
              <Stack gap="5">
                <FormChecklistField
                  name="areaIds"
                  label={t('form.areas')}
                  options={areas}
                  helper={t('form.areasHelp')}
                />
                <FormChecklistField
                  name="languageIds"
                  label={t('form.languages')}
                  options={languages}
                  helper={t('form.languagesHelp')}
                />
                <FormTextareaField name="experience" label={t('form.experience')} />
                <FormSelectField
                  name="tShirtSize"
                  label={t('form.tShirtSize')}
                  options={sizes}
                  placeholder={t('form.tShirtPlaceholder')}
                  required
                />
              </Stack>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend fontSize="lg" fontWeight="semibold">
                {t('form.emergency')}
              </Fieldset.Legend>
              <Stack gap="4">
                <FormTextField name="emergencyName" label={t('form.emergencyName')} autoComplete="off" required />
                <FormTextField
                  name="emergencyPhone"
                  label={t('form.emergencyPhone')}
                  type="tel"
                  autoComplete="off"
                  required
                />
                <FormTextField name="emergencyRelationship" label={t('form.emergencyRelationship')} required />
              </Stack>
            </Fieldset.Root>

            <AvailabilityField name="timeSlots" label={t('form.availability')} days={days} disabled={isSubmitting} />

            <Fieldset.Root>
              <Fieldset.Legend fontSize="lg" fontWeight="semibold">
                {t('form.agreement')}
              </Fieldset.Legend>
              <FormCheckboxField name="agreementAccepted" label={t('form.agreementAccepted')} />
            </Fieldset.Root>

            <HStack gap="3" flexWrap="wrap">
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {mode === 'create' ? t('form.submit') : t('form.save')}
              </Button>
              {onCancel && (
                <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
                  {t('form.cancel')}
                </Button>
              )}
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
