import { Box, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { calculateFees, formatUsd, TOTAL_LABEL } from '@festival/shared-util-fee-calculator';

export interface FeeSummaryProps {
  /** What is paid for: the activity's or the event's name. */
  itemName: string;
  feePerPersonCents: number;
  quantity: number;
}

/** The payment's sidebar (SPEC.md §9): fee × quantity, the card transaction fee, and the non-refundable total in USD. */
export const FeeSummary = memo(function FeeSummary({ itemName, feePerPersonCents, quantity }: FeeSummaryProps) {
  const { t } = useTranslation('attendee');
  const headingId = useId();
  const fees = calculateFees(feePerPersonCents, quantity);
  return (
    <Box as="aside" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p="5" bg="bg.subtle">
      <Heading as="h3" id={headingId} size="md" mb="4">
        {t('payment.summary', 'Summary')}
      </Heading>
      <Stack as="dl" gap="3">
        <HStack justify="space-between" align="start">
          <Text as="dt">
            {itemName}
            <Text as="span" display="block" fontSize="sm" color="fg.muted">
              {t('payment.feeTimesQuantity', '{{fee}} × {{quantity}}', {
                fee: formatUsd(fees.feePerPersonCents),
                quantity: fees.quantity,
              })}
            </Text>
          </Text>
          <Text as="dd">{formatUsd(fees.subtotalCents)}</Text>
        </HStack>
        <HStack justify="space-between">
          <Text as="dt">{t('payment.transactionFee', 'Transaction fee')}</Text>
          <Text as="dd">{formatUsd(fees.transactionFeeCents)}</Text>
        </HStack>
        <Separator />
        <HStack justify="space-between" fontWeight="bold" fontSize="lg">
          <Text as="dt">{t(TOTAL_LABEL.key, TOTAL_LABEL.text)}</Text>
          <Text as="dd">{formatUsd(fees.totalCents)}</Text>
        </HStack>
      </Stack>
    </Box>
  );
});
