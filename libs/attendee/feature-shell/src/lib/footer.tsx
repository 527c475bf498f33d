import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteConfig } from '@festival/shared-data-access-api-client';
import { attendeeRoutes } from '@festival/shared-util-site';

/** SPEC.md §1: Become a volunteer, Media, the festival site, Terms and Conditions, Privacy Policy. */
export function Footer() {
  const { t } = useTranslation('attendee');
  const config = useSiteConfig();
  const internal = [
    { label: t('footer.volunteer'), href: attendeeRoutes.volunteer.getHref() },
    { label: t('footer.media'), href: attendeeRoutes.media.getHref() },
  ];
  const legal = [
    { label: t('footer.terms'), href: attendeeRoutes.termsConditions.getHref() },
    { label: t('footer.privacy'), href: attendeeRoutes.privacyPolicy.getHref() },
  ];
  return (
    <Box as="footer" aria-label={t('footer.label')} bg="ocean.950" color="white" mt="auto" data-surface="dark">
      <Flex
        maxW="6xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py="8"
        gap="6"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'center' }}
      >
        <Flex
          as="ul"
          listStyleType="none"
          gap={{ base: '3', md: '6' }}
          wrap="wrap"
          direction={{ base: 'column', sm: 'row' }}
        >
          {internal.map((item) => (
            <li key={item.href}>
              <Link asChild color="white" fontWeight="medium">
                <RouterLink to={item.href}>{item.label}</RouterLink>
              </Link>
            </li>
          ))}
          <li>
            <Link
              href={config.links.festivalSite}
              target="_blank"
              rel="noopener noreferrer"
              color="white"
              fontWeight="medium"
            >
              {t('footer.festivalSite')}
            </Link>
          </li>
          {legal.map((item) => (
            <li key={item.href}>
              <Link asChild color="white" fontWeight="medium">
                <RouterLink to={item.href}>{item.label}</RouterLink>
              </Link>
            </li>
          ))}
        </Flex>
        <Text fontSize="sm" color="whiteAlpha.800">
          {t('footer.copyright', { year: new Date().getFullYear(), name: config.festivalName })}
        </Text>
      </Flex>
    </Box>
  );
}
