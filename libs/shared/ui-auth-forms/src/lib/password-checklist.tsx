import { List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { passwordChecklist, validationMessage } from '@festival/shared-util-form-schemas';

export interface PasswordChecklistProps {
  password: string;
  id?: string;
}

/** SPEC.md §5: the live checklist under the password (8 chars, lower, upper, number, special). */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const { t } = useTranslation('auth');
  const items = passwordChecklist(password);
  return (
    <div id={id}>
      <Text fontSize="sm" fontWeight="medium" mb="1">
        {t('signUp.passwordRules')}
      </Text>
      <List.Root gap="1" listStyleType="none" fontSize="sm" aria-live="polite">
        {items.map((item) => (
          <List.Item
            key={item.id}
            data-met={item.met ? 'true' : 'false'}
            color={item.met ? 'green.700' : 'fg.muted'}
            display="flex"
            gap="2"
            alignItems="center"
          >
            <span aria-hidden="true">{item.met ? '✓' : '○'}</span>
            <span>{validationMessage(item.labelKey)}</span>
            <Text as="span" srOnly>{`(${item.met ? t('signUp.ruleMet') : t('signUp.ruleNotMet')})`}</Text>
          </List.Item>
        ))}
      </List.Root>
    </div>
  );
}
