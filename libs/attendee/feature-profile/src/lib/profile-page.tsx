import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@festival/attendee-data-access-profile';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { ProfileForm } from './profile-form';

/** /me (SPEC.md §2 "profile"): the caller's names and picture; the email is shown, not edited. */
export function ProfilePage() {
  const { t } = useTranslation('files');
  const profile = useProfile();
  return (
    <PageContainer>
      <PageHeader title={t('profile.title')} description={t('profile.subtitle')} />
      {profile.isPending && <Spinner aria-label={t('profile.title')} />}
      {profile.isError && (
        <Stack gap="3" align="flex-start" role="alert">
          <Text>{t('profile.loadFailed')}</Text>
          <Button variant="outline" onClick={() => void profile.refetch()}>
            {t('profile.retry')}
          </Button>
        </Stack>
      )}
      {profile.data && <ProfileForm profile={profile.data} />}
    </PageContainer>
  );
}
