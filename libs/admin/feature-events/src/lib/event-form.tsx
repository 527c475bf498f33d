import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormCheckboxField, FormSelectField, FormTextareaField, FormTextField } from '@festival/shared-ui-form-fields';
import type { FieldError, ImageVariant } from '@festival/shared-util-api-contracts';
import {
  mainEventFormSchema,
  subEventFormSchema,
  type MainEventFormValues,
  type SubEventFormValues,
} from '@festival/shared-util-form-schemas';
import { EventImageField } from './event-image-field';

const STATUSES = ['ACTIVE', 'INACTIVE', 'CANCELLED'] as const;

export type EventFormProps = (
  | {
      kind: 'activity';
      initialValues: SubEventFormValues;
      onSubmit: (values: SubEventFormValues) => Promise<FieldError[] | void>;
      onCancel: () => void;
    }
  | {
      kind: 'event';
      initialValues: MainEventFormValues;
      onSubmit: (values: MainEventFormValues) => Promise<FieldError[] | void>;
      onCancel: () => void;
    }
) & {
  /** The saved picture's sized copies (the activity's picture, the event's banner) for its preview. */
  imageVariants?: readonly ImageVariant[];
};

/** The server's field errors (`body.capacity`) on the form's fields (`capacity`). */
export function toFormErrors(errors: FieldError[]): Record<string, string> {
  return Object.fromEntries(errors.map((e) => [e.field.replace(/^body\./, ''), e.message]));
}

/**
 * The main event or one activity: name, description, status, dates on the festival's clock
 * (Hawaii time), location, capacity, fees in dollars, and the switches of each kind.
 */
export function EventForm(props: EventFormProps) {
  const { t } = useTranslation('admin');
  const statusOptions = STATUSES.map((value) => ({ value, label: t(`events.status.${value}`) }));
  const schema = props.kind === 'activity' ? subEventFormSchema : mainEventFormSchema;
  const submit = async (
    values: SubEventFormValues | MainEventFormValues,
    helpers: FormikHelpers<SubEventFormValues | MainEventFormValues>,
  ) => {
    const errors = await (props.onSubmit as (v: typeof values) => Promise<FieldError[] | void>)(
      schema.cast(values) as typeof values,
    );
    if (errors?.length) helpers.setErrors(toFormErrors(errors));
  };
  return (
    <Formik<SubEventFormValues | MainEventFormValues>
      initialValues={props.initialValues}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t(props.kind === 'activity' ? 'events.activities.edit' : 'events.editEvent')}>
          <Stack gap="4">
            <FormTextField name="name" label={t('events.form.name')} required />
            <FormTextareaField name="description" label={t('events.form.description')} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormTextField name="startDate" type="datetime-local" label={t('events.form.startDate')} required />
              <FormTextField name="endDate" type="datetime-local" label={t('events.form.endDate')} required />
              <FormTextField name="location" label={t('events.form.location')} />
              <FormSelectField name="status" label={t('events.form.status')} options={statusOptions} required />
              <FormTextField
                name="capacity"
                inputMode="numeric"
                label={t('events.form.capacity')}
                helper={props.kind === 'activity' ? t('events.form.capacityHelper') : undefined}
                required
              />
              {props.kind === 'activity' && (
                <FormTextField
                  name="activityRegistrationFee"
                  inputMode="decimal"
                  label={t('events.form.activityRegistrationFee')}
                  helper={t('events.form.feeHelper')}
                  required
                />
              )}
              <FormTextField
                name="registrationFee"
                inputMode="decimal"
                label={t('events.form.registrationFee')}
                helper={t('events.form.feeHelper')}
                required
              />
              {props.kind === 'event' && (
                <FormTextField
                  name="maxAttendeesPerRegistration"
                  inputMode="numeric"
                  label={t('events.form.maxAttendeesPerRegistration')}
                  helper={t('events.form.maxAttendeesPerRegistrationHelper')}
                  required
                />
              )}
            </SimpleGrid>
            {props.kind === 'activity' ? (
              <>
                <FormCheckboxField name="isAllowWaitList" label={t('events.form.isAllowWaitList')} />
                <EventImageField
                  name="imageUrl"
                  label={t('events.form.image')}
                  urlLabel={t('events.form.imageUrl')}
                  variants={props.imageVariants}
                />
              </>
            ) : (
              <>
                <FormCheckboxField name="requiresReview" label={t('events.form.requiresReview')} />
                <EventImageField
                  name="bannerImage"
                  label={t('events.form.banner')}
                  urlLabel={t('events.form.bannerImage')}
                  variants={props.imageVariants}
                />
                <EventImageField name="logoImage" label={t('events.form.logo')} urlLabel={t('events.form.logoImage')} />
                <FormTextField name="refLink" type="url" label={t('events.form.refLink')} />
              </>
            )}
            <HStack justify="flex-end" gap="3" pt="2">
              <Button variant="outline" onClick={props.onCancel}>
                {t('events.form.close')}
              </Button>
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {t('events.form.save')}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
