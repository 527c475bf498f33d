import { Box, Button, chakra, HStack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  availabilityWeeks,
  canGoBack,
  canGoNext,
  pageWeek,
  SHIFTS,
  slotKey,
  type ShiftType,
} from '@festival/shared-util-registration';

export interface AvailabilityGridProps {
  /** The festival's days (YYYY-MM-DD, event time zone): the grid offers nothing else. */
  days: readonly string[];
  /** The chosen cells, as `slotKey(day, type)`. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The week shown first (an index into the festival's weeks). */
  initialWeek?: number;
  /** Ids of texts describing the grid (help, an error), read with each cell. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/** Reads a YYYY-MM-DD day as a calendar date: noon UTC, formatted in UTC, so no zone moves it. */
const asDate = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * The availability grid (SPEC.md §2): one week of the festival at a time, with Back and Next, a
 * row per day and a column per shift. Each cell is a checkbox named "Monday 8 June, Morning
 * 5:00–11:00 AM"; the arrow keys move between cells, and the week shown is announced.
 */
export function AvailabilityGrid({
  days,
  value,
  onChange,
  initialWeek = 0,
  describedBy,
  invalid = false,
  disabled = false,
}: AvailabilityGridProps) {
  const { t, i18n } = useTranslation('volunteer');
  const weeks = useMemo(() => availabilityWeeks(days), [days]);
  const [index, setIndex] = useState(() => pageWeek(weeks, initialWeek, 0));
  const week = weeks[Math.min(index, weeks.length - 1)];
  const tableRef = useRef<HTMLTableElement>(null);
  const captionId = useId();
  const chosen = useMemo(() => new Set(value), [value]);

  const formats = useMemo(() => {
    const locale = i18n.language || 'en';
    return {
      long: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
      short: new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
      range: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    };
  }, [i18n.language]);

  if (!week) return <Text color="fg.muted">{t('grid.noDays', 'The festival dates are not set yet.')}</Text>;

  const shiftLabel = (type: ShiftType) => t(`shifts.${type}`);
  const shiftHours = (type: ShiftType) => t(`shiftHours.${type}`);
  const weekLabel = t('grid.weekLabel', {
    range: formats.range.formatRange(asDate(week.days[0]), asDate(week.days[week.days.length - 1])),
    number: index + 1,
    count: weeks.length,
  });

  const toggle = (key: string) => {
    const next = chosen.has(key) ? value.filter((k) => k !== key) : [...value, key];
    onChange(next);
  };

  const go = (delta: number) => setIndex((current) => pageWeek(weeks, current, delta));

  // Arrow keys move between the cells as in a spreadsheet; Space (the checkbox's own key) toggles.
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const row = Number(target.dataset['row']);
    const col = Number(target.dataset['col']);
    if (Number.isNaN(row) || Number.isNaN(col)) return;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: [row, col - 1],
      ArrowRight: [row, col + 1],
      Home: [row, 0],
      End: [row, SHIFTS.length - 1],
    };
    const move = moves[event.key];
    if (!move) return;
    const cell = tableRef.current?.querySelector<HTMLInputElement>(`[data-row="${move[0]}"][data-col="${move[1]}"]`);
    if (cell) {
      event.preventDefault();
      cell.focus();
    }
  };

  return (
    <Box>
      <HStack justify="space-between" gap="2" mb="3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => go(-1)}
          disabled={!canGoBack(index)}
          aria-label={t('grid.backLabel', 'Previous week')}
        >
          {t('grid.back', 'Back')}
        </Button>
        <Text as="p" fontWeight="semibold" textAlign="center" aria-live="polite" aria-atomic="true">
          {weekLabel}
        </Text>
        <Button
          variant="outline"
          size="sm"
          onClick={() => go(1)}
          disabled={!canGoNext(weeks, index)}
          aria-label={t('grid.nextLabel', 'Next week')}
        >
          {t('grid.next', 'Next')}
        </Button>
      </HStack>
      <Box borderWidth="1px" borderRadius="md" borderColor={invalid ? 'border.error' : 'border'} overflowX="auto">
        <Table.Root ref={tableRef} size="sm" onKeyDown={onKeyDown} aria-describedby={describedBy}>
          <Table.Caption id={captionId}>
            <VisuallyHidden>{t('grid.caption', 'Shifts you can help with')}</VisuallyHidden>
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('grid.day', 'Day')}</Table.ColumnHeader>
              {SHIFTS.map((shift) => (
                <Table.ColumnHeader key={shift.type} scope="col" textAlign="center">
                  {shiftLabel(shift.type)}
                  <Text as="span" display="block" fontWeight="normal" fontSize="xs" color="fg.muted">
                    {shiftHours(shift.type)}
                  </Text>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {week.days.map((day, row) => (
              <Table.Row key={day}>
                <Table.Cell as="th" scope="row" whiteSpace="nowrap" fontWeight="medium">
                  {/* Short on a phone, long on wider screens; read out whole either way. */}
                  <Box as="span" aria-hidden="true" hideFrom="sm">
                    {formats.short.format(asDate(day))}
                  </Box>
                  <Box as="span" aria-hidden="true" hideBelow="sm">
                    {formats.long.format(asDate(day))}
                  </Box>
                  <VisuallyHidden>{formats.long.format(asDate(day))}</VisuallyHidden>
                </Table.Cell>
                {SHIFTS.map((shift, col) => {
                  const key = slotKey(day, shift.type);
                  return (
                    <Table.Cell key={shift.type} textAlign="center" p="0">
                      <chakra.label
                        display="flex"
                        alignItems="center"
                        justifyContent="center"
                        minH="11"
                        cursor={disabled ? 'not-allowed' : 'pointer'}
                        _hover={{ bg: 'bg.muted' }}
                      >
                        <chakra.input
                          type="checkbox"
                          width="5"
                          height="5"
                          accentColor="colorPalette.solid"
                          cursor="inherit"
                          data-row={row}
                          data-col={col}
                          checked={chosen.has(key)}
                          disabled={disabled}
                          onChange={() => toggle(key)}
                          aria-label={t('grid.cellLabel', '{{day}}, {{shift}} {{hours}}', {
                            day: formats.long.format(asDate(day)),
                            shift: shiftLabel(shift.type),
                            hours: shiftHours(shift.type),
                          })}
                        />
                      </chakra.label>
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Text fontSize="sm" color="fg.muted" mt="2" aria-live="polite">
        {t('grid.chosenCount', { count: value.length })}
      </Text>
    </Box>
  );
}
