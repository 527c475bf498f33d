import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@festival/shared-testing-react';
import { festivalDays, slotKey } from '@festival/shared-util-registration';
import { AvailabilityGrid } from './availability-grid';

configure({ asyncUtilTimeout: 5000 });

const days = festivalDays('2027-06-06T19:00:00Z', '2027-06-16T07:00:00Z');

function Harness({ onValue }: { onValue: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <AvailabilityGrid
      days={days}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('AvailabilityGrid', () => {
  it('pages the festival week by week and chooses shifts with the keyboard', async () => {
    const user = userEvent.setup();
    const seen: string[][] = [];
    await renderWithProviders({ ui: <Harness onValue={(v) => seen.push(v)} /> });

    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    expect(screen.getAllByRole('row')).toHaveLength(8); // header + 7 days
    const monday = screen.getByRole('checkbox', { name: /Monday, June 7.*Morning|Monday 7 June, Morning/ });
    monday.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowDown} ');
    expect(seen.at(-1)).toEqual([slotKey('2027-06-07', 'MORNING'), slotKey('2027-06-08', 'AFTERNOON')]);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getAllByRole('row')).toHaveLength(4); // header + 13, 14, 15 June
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
    expect(screen.getByText(/week 2 of 2/, { selector: 'p' })).toHaveAttribute('aria-live', 'polite');
  });
});
