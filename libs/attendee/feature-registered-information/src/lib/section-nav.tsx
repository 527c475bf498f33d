import { Button, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { Registration } from '@festival/shared-util-api-contracts';
import { attendeeRoutes } from '@festival/shared-util-site';

/** The pages of one registration; the delegation portal only for a DELEGATE registration. */
export function SectionNav({ eventId, type }: { eventId: string; type: Registration['type'] }) {
  const { t } = useTranslation('registered');
  const id = { id: eventId };
  const links = [
    { to: attendeeRoutes.registeredInformationId.getHref(id), label: t('sections.information') },
    { to: attendeeRoutes.updateAdditionalAttendee.getHref(id), label: t('sections.additionalAttendees') },
    { to: attendeeRoutes.updateVisaAssistance.getHref(id), label: t('sections.visa') },
    { to: attendeeRoutes.updateAccommodationAssistance.getHref(id), label: t('sections.accommodation') },
    ...(type === 'DELEGATE'
      ? [{ to: attendeeRoutes.delegationPortal.getHref(id), label: t('sections.delegation') }]
      : []),
  ];
  return (
    <Wrap as="nav" aria-label={t('sections.label')} gap="2" mb="6">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end>
          {({ isActive }) => (
            <Button as="span" size="sm" variant={isActive ? 'solid' : 'outline'} colorPalette="brand">
              {link.label}
            </Button>
          )}
        </NavLink>
      ))}
    </Wrap>
  );
}
