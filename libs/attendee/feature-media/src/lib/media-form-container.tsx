import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useContents } from '@festival/attendee-data-access-contents';
import { uploadFile } from '@festival/attendee-data-access-files';
import { useSaveMediaApplication } from '@festival/attendee-data-access-media';
import { isApiError, useApiClient } from '@festival/shared-data-access-api-client';
import { showErrorToast, showSuccessToast } from '@festival/shared-ui-kit';
import type { MediaApplication } from '@festival/shared-util-api-contracts';
import { emptyMediaApplication, type MediaApplicationFormValues } from '@festival/shared-util-form-schemas';
import { attendeeRoutes } from '@festival/shared-util-site';
import { MediaApplicationForm } from './media-application-form';

const valuesOf = (application: MediaApplication | undefined): MediaApplicationFormValues =>
  application
    ? {
        organisation: application.organisation,
        role: application.role,
        outletCountry: application.outletCountry,
        website: application.website ?? '',
        coveragePlan: application.coveragePlan,
        pressCredentialFile: application.pressCredentialFile,
        portfolioUrl: application.portfolioUrl ?? '',
        portfolioFile: application.portfolioFile,
      }
    : emptyMediaApplication();

/** The form wired to the API: apply (`create`) or change the application (`update`), then show it. */
export function MediaFormContainer({
  eventId,
  search,
  application,
}: {
  eventId: string;
  search: string;
  application?: MediaApplication;
}) {
  const { t } = useTranslation('media');
  const client = useApiClient();
  const navigate = useNavigate();
  const contents = useContents();
  const save = useSaveMediaApplication(eventId, application ? 'update' : 'create');
  const countries = useMemo(
    () => (contents.data?.countries ?? []).map((c) => ({ value: c.id, label: c.name })),
    [contents.data],
  );
  const initialValues = useMemo(() => valuesOf(application), [application]);

  return (
    <MediaApplicationForm
      initialValues={initialValues}
      countries={countries}
      upload={(file, { onProgress, signal }) => uploadFile(client, file, { type: 'documents', onProgress, signal })}
      submitLabel={application ? t('form.save') : t('form.submit')}
      onSubmit={async (input) => {
        try {
          await save.mutateAsync(input);
          showSuccessToast(application ? t('form.saved') : t('form.submitted'));
          navigate(`${attendeeRoutes.mediaInformation.getHref()}${search}`);
        } catch (error) {
          if (isApiError(error) && error.errors.length > 0) return error.errors;
          showErrorToast(error instanceof Error ? error.message : String(error));
        }
      }}
    />
  );
}
