import { Heading, Stack, Text } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@festival/shared-ui-form-fields';
import type { AttendeeType } from '@festival/shared-util-form-schemas';
import { AttendeeFields } from './attendee-fields';
import { FastCheckboxField, FastSignatureField, FastTextField } from './fast-field';
import { MAIN_INDEX } from './form-paths';
import { TypeChoice } from './type-choice';

export interface GeneralStepProps {
  /** Editing a delegate registration: its delegation, whose key is not asked again. */
  delegationOnFile: string | null;
  type: AttendeeType | '';
  /** The type's message once the type was touched. */
  typeError: string | undefined;
  /** The user picked a type: the form decides (DELEGATE first asks for the key). */
  onChooseType: (type: AttendeeType) => void;
  countries: readonly SelectOption[];
  languages: readonly SelectOption[];
  /** The signature is uploading (the form waits for it). */
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * The General Information step: the type, the delegation key, the main profile and, for a
 * delegate, the release form and signature. Rendered again only when its props change; each field
 * follows its own part of the form, so a keystroke renders that field alone.
 */
export const GeneralStep = memo(function GeneralStep({
  delegationOnFile,
  type,
  typeError,
  onChooseType,
  countries,
  languages,
  onUploadingChange,
}: GeneralStepProps) {
  const { t } = useTranslation('registration');
  const idPrefix = useId();
  const isDelegate = type === 'DELEGATE';
  return (
    <Stack gap="8">
      <TypeChoice value={type} onChoose={onChooseType} error={typeError} />
      {isDelegate && delegationOnFile && (
        <Text fontSize="sm" color="fg.muted" data-testid="delegation-on-file">
          {t('key.onFile', { name: delegationOnFile })}
        </Text>
      )}
      {isDelegate && !delegationOnFile && (
        <FastTextField name="delegationKey" label={t('key.label')} autoComplete="off" required />
      )}
      <Stack as="section" gap="4" aria-labelledby={`${idPrefix}-main`}>
        <Heading as="h2" size="lg" id={`${idPrefix}-main`}>
          {t('sections.mainProfile')}
        </Heading>
        <AttendeeFields
          index={MAIN_INDEX}
          type={type}
          isMainProfile
          countries={countries}
          languages={languages}
          emergencyFromMain={false}
        />
        {isDelegate && (
          <FastCheckboxField name="isApplyEmergencyContactForAll" label={t('fields.applyEmergencyForAll')} />
        )}
      </Stack>
      {isDelegate && (
        <Stack as="section" gap="4" aria-labelledby={`${idPrefix}-release`}>
          <Heading as="h2" size="lg" id={`${idPrefix}-release`}>
            {t('sections.release')}
          </Heading>
          <Text fontSize="sm" p="4" bg="bg.subtle" borderRadius="md">
            {t('fields.releaseText')}
          </Text>
          <FastCheckboxField name={`attendees.${MAIN_INDEX}.isReleaseForm`} label={t('fields.releaseForm')} />
          <FastSignatureField name={`attendees.${MAIN_INDEX}.signatureUrl`} onUploadingChange={onUploadingChange} />
        </Stack>
      )}
    </Stack>
  );
});
