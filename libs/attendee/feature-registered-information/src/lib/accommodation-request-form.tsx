import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AccommodationRequestInput, RoomSharing } from '@festival/shared-util-api-contracts';
import { FormRadioGroup, FormTextField, FormTextareaField } from '@festival/shared-ui-form-fields';
import { accommodationRequestSchema, ROOM_SHARING_VALUES } from '@festival/shared-util-form-schemas';

export interface AccommodationRequestFormValues {
  attendeeId: string;
  checkInDate: string;
  checkOutDate: string;
  roomSharing: RoomSharing | null;
  specialNeeds: string;
}

export interface AccommodationRequestFormProps {
  label: string;
  initialValues: AccommodationRequestFormValues;
  submitLabel: string;
  /** A booked (RESERVED or WAITLIST) request goes back to NOT_RESERVED when it changes: say so. */
  showChangeNote: boolean;
  onSubmit: (request: AccommodationRequestInput) => Promise<Record<string, string> | undefined>;
  onWithdraw?: () => Promise<void>;
}

/** One attendee's accommodation request, validated by the same rules the API applies. */
export function AccommodationRequestForm({
  label,
  initialValues,
  submitLabel,
  showChangeNote,
  onSubmit,
  onWithdraw,
}: AccommodationRequestFormProps) {
  const { t } = useTranslation('registered');
  return (
    <Formik<AccommodationRequestFormValues>
      initialValues={initialValues}
      validationSchema={accommodationRequestSchema}
      onSubmit={async (values, helpers) => {
        const errors = await onSubmit({
          attendeeId: values.attendeeId,
          checkInDate: values.checkInDate,
          checkOutDate: values.checkOutDate,
          roomSharing: values.roomSharing as RoomSharing,
          specialNeeds: values.specialNeeds.trim() || null,
        });
        if (errors) helpers.setErrors(errors);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label}>
          <Stack gap="4">
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <FormTextField name="checkInDate" label={t('accommodation.checkIn')} type="date" required />
              <FormTextField
                name="checkOutDate"
                label={t('accommodation.checkOut')}
                type="date"
                helper={t('accommodation.checkOutHint')}
                required
              />
            </Grid>
            <FormRadioGroup
              name="roomSharing"
              legend={t('accommodation.roomSharing')}
              options={ROOM_SHARING_VALUES.map((value) => ({ value, label: t(`accommodation.rooms.${value}`) }))}
            />
            <FormTextareaField
              name="specialNeeds"
              label={t('accommodation.specialNeeds')}
              helper={t('accommodation.specialNeedsHint')}
            />
            {showChangeNote && (
              <Text fontSize="sm" color="fg.muted">
                {t('accommodation.changeNote')}
              </Text>
            )}
            <Stack direction="row" gap="3">
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {submitLabel}
              </Button>
              {onWithdraw && (
                <Button variant="outline" colorPalette="red" disabled={isSubmitting} onClick={() => void onWithdraw()}>
                  {t('accommodation.withdraw')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
