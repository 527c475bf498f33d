import { Accordion, Heading, Span } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { listIndexes } from '@festival/shared-util-i18n';

export function FaqPage() {
  const { t } = useTranslation('attendee');
  const items = listIndexes(t, 'info.faq.items').map((index) => ({
    question: t(`info.faq.items.${index}.question`),
    answer: t(`info.faq.items.${index}.answer`),
  }));
  return (
    <PageContainer maxW="3xl">
      <PageHeader title={t('info.faq.title')} />
      <Accordion.Root collapsible multiple variant="enclosed" bg="bg">
        {items.map((item, index) => (
          <Accordion.Item key={item.question} value={String(index)}>
            <Heading as="h2" size="md">
              <Accordion.ItemTrigger>
                <Span flex="1" textAlign="start">
                  {item.question}
                </Span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody>{item.answer}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </PageContainer>
  );
}
