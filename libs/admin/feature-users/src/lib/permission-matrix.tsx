import { Box, Checkbox, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_ACTIONS, permissionString, RESOURCES } from '@festival/shared-util-permissions';

export interface PermissionMatrixProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  /**
   * The editor's own permission strings: the others stay as they are, since the server refuses to
   * give or take away a permission the editor does not hold. Absent: every box is open.
   */
  held?: readonly string[];
}

/** Resources × Create/View/Update/Delete: each box is one RESOURCE:C|R|U|D string (SPEC.md §6). */
export function PermissionMatrix({ value, onChange, disabled = false, held }: PermissionMatrixProps) {
  const { t } = useTranslation('admin');
  const granted = new Set(value);
  const toggle = (permission: string, on: boolean) => {
    const next = new Set(granted);
    if (on) next.add(permission);
    else next.delete(permission);
    onChange([...next].sort());
  };
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" maxH="60vh" overflowY="auto">
      <Table.Root size="sm" stickyHeader aria-label={t('roles.matrix')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('roles.resource')}</Table.ColumnHeader>
            {PERMISSION_ACTIONS.map((action) => (
              <Table.ColumnHeader key={action} textAlign="center">
                {t(`roles.actions.${action}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {RESOURCES.map((resource) => (
            <Table.Row key={resource}>
              <Table.Cell>{t(`roles.resources.${resource}`)}</Table.Cell>
              {PERMISSION_ACTIONS.map((action) => {
                const permission = permissionString(resource, action);
                return (
                  <Table.Cell key={action} textAlign="center">
                    <Checkbox.Root
                      checked={granted.has(permission)}
                      disabled={disabled || (held !== undefined && !held.includes(permission))}
                      onCheckedChange={(details) => toggle(permission, details.checked === true)}
                    >
                      <Checkbox.HiddenInput
                        aria-label={t('roles.grant', {
                          action: t(`roles.actions.${action}`),
                          resource: t(`roles.resources.${resource}`),
                        })}
                      />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
