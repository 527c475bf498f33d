import { Box, chakra, HStack } from '@chakra-ui/react';
import { memo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpenStep, type RegistrationStep, type StepState } from '@festival/shared-util-registration';

export interface StepTabsProps {
  steps: readonly RegistrationStep[];
  state: StepState;
  onOpen: (step: RegistrationStep) => void;
  /** The id prefix shared with the tab panel (`${idPrefix}-panel`). */
  idPrefix: string;
}

const Tab = chakra('button');

/**
 * The form's tabs, which are also its step indicator: steps up to the maximum valid step can
 * be opened (so the user can go back), later ones are disabled until reached with Next.
 */
export const StepTabs = memo(function StepTabs({ steps, state, onOpen, idPrefix }: StepTabsProps) {
  const { t } = useTranslation('registration');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const openable = steps.filter((s) => canOpenStep(state, s));

  const onKeyDown = (event: KeyboardEvent, step: RegistrationStep) => {
    const at = openable.indexOf(step);
    const next =
      event.key === 'ArrowRight' ? openable[at + 1] : event.key === 'ArrowLeft' ? openable[at - 1] : undefined;
    if (!next) return;
    event.preventDefault();
    onOpen(next);
    refs.current[steps.indexOf(next)]?.focus();
  };

  return (
    // No sideways scroller: at phone width a step that is not open shows only its number (its name
    // stays its accessible name), so the row fits at 390 px; a row that still does not fit wraps.
    <HStack role="tablist" aria-label={t('steps.label')} gap="0" borderBottomWidth="1px" mb="6" flexWrap="wrap">
      {steps.map((step, i) => {
        const selected = state.activeStep === step;
        const enabled = canOpenStep(state, step);
        return (
          <Tab
            key={step}
            ref={(el: HTMLButtonElement | null) => void (refs.current[i] = el)}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${step}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            aria-current={selected ? 'step' : undefined}
            tabIndex={selected ? 0 : -1}
            disabled={!enabled}
            onClick={() => onOpen(step)}
            onKeyDown={(e) => onKeyDown(e, step)}
            display="flex"
            alignItems="center"
            gap="2"
            px={{ base: '3', md: '4' }}
            py="3"
            mb="-1px"
            fontWeight="semibold"
            textAlign="start"
            borderBottomWidth="3px"
            borderColor={selected ? 'brand.solid' : 'transparent'}
            color={selected ? 'brand.fg' : enabled ? 'fg' : 'fg.subtle'}
            cursor={enabled ? 'pointer' : 'not-allowed'}
            colorPalette="brand"
            focusVisibleRing="outside"
          >
            <Box
              as="span"
              aria-hidden
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="6"
              borderRadius="full"
              bg={selected ? 'brand.solid' : enabled ? 'bg.emphasized' : 'bg.muted'}
              color={selected ? 'brand.contrast' : 'inherit'}
              flexShrink="0"
              fontSize="sm"
            >
              {i + 1}
            </Box>
            <Box as="span" srOnly={selected ? false : { base: true, md: false }}>
              {t(`steps.${step}`)}
            </Box>
          </Tab>
        );
      })}
    </HStack>
  );
});
