import { Text } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useContents } from '@festival/attendee-data-access-contents';
import { useSaveVolunteer } from '@festival/attendee-data-access-volunteers';
import {
  VolunteerApplicationForm,
  toVolunteerFormErrors,
  type VolunteerFormValues,
} from '@festival/attendee-ui-volunteer';
import { isApiError } from '@festival/shared-data-access-api-client';
import { showErrorToast, showSuccessToast } from '@festival/shared-ui-kit';
import type { VolunteerFestival } from '@festival/shared-util-api-contracts';
import { festivalDays, sortSlots } from '@festival/shared-util-registration';
import { attendeeRoutes } from '@festival/shared-util-site';

export interface ApplicationFormContainerProps {
  festival: VolunteerFestival;
  mode: 'create' | 'update';
  initialValues?: VolunteerFormValues;
}

/** Loads the language list, sends the form (POST or PUT), shows the API's field errors on their fields. */
export function ApplicationFormContainer({ festival, mode, initialValues }: ApplicationFormContainerProps) {
  const { t } = useTranslation('volunteer');
  const navigate = useNavigate();
  const contents = useContents();
  const save = useSaveVolunteer(mode);
  const days = useMemo(
    () => festivalDays(festival.startDate, festival.endDate, festival.timezone),
    [festival.startDate, festival.endDate, festival.timezone],
  );
  const languages = useMemo(
    () => (contents.data?.languages ?? []).map((language) => ({ value: language.id, label: language.name })),
    [contents.data],
  );

  async function submit(values: VolunteerFormValues, helpers: FormikHelpers<VolunteerFormValues>) {
    try {
      await save.mutateAsync({
        ...values,
        experience: values.experience.trim() || null,
        timeSlots: sortSlots(values.timeSlots),
      });
      showSuccessToast(mode === 'create' ? t('page.applied') : t('page.saved'));
      navigate(attendeeRoutes.volunteer.getHref());
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.errors : [];
      if (fieldErrors.length === 0) return showErrorToast(error instanceof Error ? error.message : String(error));
      const errors = toVolunteerFormErrors(fieldErrors);
      helpers.setErrors(errors);
      helpers.setTouched(Object.fromEntries(Object.keys(errors).map((field) => [field, true])), false);
      showErrorToast(t('form.fixErrors'));
    }
  }

  if (contents.isPending) return <Text>{t('page.title')}…</Text>;
  return (
    <VolunteerApplicationForm
      days={days}
      languages={languages}
      mode={mode}
      initialValues={initialValues}
      onSubmit={submit}
      onCancel={() => navigate(attendeeRoutes.volunteer.getHref())}
    />
  );
}
