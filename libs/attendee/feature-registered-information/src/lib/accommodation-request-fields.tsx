import { Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormRadioGroup, FormTextField, FormTextareaField } from '@festival/shared-ui-form-fields';
import { ROOM_SHARING_VALUES } from '@festival/shared-util-form-schemas';

/** An accommodation request's fields: the stay, room sharing, special needs. */
export function AccommodationRequestFields() {
  const { t } = useTranslation('registered');
  return (
    <>
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
    </>
  );
}
