import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@festival/shared-ui-kit';
import { personName } from '@festival/shared-util-registration';
import type { AssistanceEntry, AssistanceKind } from './assistance-kind';

export interface AssistanceRequestFormProps<
  Entry extends AssistanceEntry,
  Values extends FormikValues,
  Request extends { attendeeId: string },
> {
  kind: AssistanceKind<Entry, Values, Request>;
  entry: Entry;
  label: string;
  submitLabel: string;
  /** Resolves to field errors from the server, if any. */
  onSubmit: (request: Request) => Promise<Record<string, string> | undefined>;
  /** Shown for a request that exists: take it back (after the attendee confirms). */
  onWithdraw?: () => Promise<void>;
}

/** One attendee's request, validated by the same rules the API applies. */
export function AssistanceRequestForm<
  Entry extends AssistanceEntry,
  Values extends FormikValues,
  Request extends { attendeeId: string },
>({ kind, entry, label, submitLabel, onSubmit, onWithdraw }: AssistanceRequestFormProps<Entry, Values, Request>) {
  const { t } = useTranslation('registered');
  const { Fields, Note } = kind;
  const confirm = useConfirm();
  const withdraw = async () => {
    const confirmed = await confirm({
      title: t(`${kind.texts}.withdrawTitle`),
      body: t(`${kind.texts}.withdrawBody`, { name: personName(entry) }),
      confirmLabel: t(`${kind.texts}.withdraw`),
      cancelLabel: t(`${kind.texts}.keep`),
      destructive: true,
    });
    if (confirmed) await onWithdraw?.();
  };
  return (
    <Formik<Values>
      initialValues={kind.toValues(entry)}
      validationSchema={kind.validationSchema}
      onSubmit={async (values, helpers) => {
        const errors = await onSubmit(kind.toRequest(values));
        if (errors) helpers.setErrors(errors as FormikErrors<Values>);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label}>
          <Stack gap="4">
            <Fields />
            {Note && <Note entry={entry} />}
            <Stack direction="row" gap="3">
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {submitLabel}
              </Button>
              {onWithdraw && (
                <Button variant="outline" colorPalette="red" disabled={isSubmitting} onClick={() => void withdraw()}>
                  {t(`${kind.texts}.withdraw`)}
                </Button>
              )}
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
