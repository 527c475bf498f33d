import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, RoleInput } from '@festival/shared-util-api-contracts';
import { PermissionMatrix } from './permission-matrix';

export interface RoleFormProps {
  role?: Role;
  busy?: boolean;
  /** The editor's own permission strings: only these can be given or taken away. */
  held?: readonly string[];
  onSubmit: (input: RoleInput) => void;
  onCancel: () => void;
}

/** A role's name, description and permission matrix; the server checks the strings again. */
export function RoleForm({ role, busy = false, held, onSubmit, onCancel }: RoleFormProps) {
  const { t } = useTranslation('admin');
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<string[]>(role?.permissions ?? []);
  const [touched, setTouched] = useState(false);
  const nameMissing = name.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameMissing) return;
    onSubmit({ name: name.trim(), description: description.trim(), permissions });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root required invalid={touched && nameMissing}>
          <Field.Label>{t('roles.name')}</Field.Label>
          <Input value={name} maxLength={100} onChange={(event) => setName(event.currentTarget.value)} />
          <Field.ErrorText>{t('roles.nameRequired')}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('roles.description')}</Field.Label>
          <Textarea
            value={description}
            maxLength={255}
            rows={2}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
        </Field.Root>
        {held && (
          <Text fontSize="sm" color="fg.muted">
            {t('roles.notHeldHint')}
          </Text>
        )}
        <PermissionMatrix value={permissions} onChange={setPermissions} disabled={busy} held={held} />
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel}>
            {t('roles.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('roles.save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
