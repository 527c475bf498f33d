import { render, screen } from '@testing-library/react';
import { KNOWN_STATUSES, STATUS_TONES, StatusBadge } from './status-badge';
import { UiProvider } from './ui-provider';

const SPEC_STATUSES = [
  // SPEC.md §4 registration statuses…
  'PENDING',
  'APPROVED',
  'REJECTED',
  'WAITING_LIST',
  'CANCELED',
  'FINISHED',
  'PENDING_PAYMENT',
  'CHECKED_IN',
  'INVALID',
  // …and the other sets.
  'REVIEWING',
  'WAITLIST',
  'ARCHIVED',
  'COMPLETED',
  'EMPTY',
  'RESERVED',
  'NOT_RESERVED',
];

describe('StatusBadge', () => {
  it('knows every status of SPEC.md §4', () => {
    expect(KNOWN_STATUSES).toEqual(expect.arrayContaining(SPEC_STATUSES));
  });

  it.each([
    ['PENDING', 'Pending'],
    ['PENDING_PAYMENT', 'Pending payment'],
    ['WAITING_LIST', 'Waiting list'],
    ['CHECKED_IN', 'Checked in'],
    ['EMPTY', 'Not requested'],
    ['NOT_RESERVED', 'Requested, waiting for a room'],
    ['COMPLETED', 'Completed'],
  ])('shows %s as the words "%s"', (status, label) => {
    render(
      <UiProvider>
        <StatusBadge status={status} />
      </UiProvider>,
    );
    expect(screen.getByText(label)).toHaveAttribute('data-status', status);
  });

  it('gives every known status a label of its own, not only a colour', () => {
    render(
      <UiProvider>
        {KNOWN_STATUSES.map((s) => (
          <StatusBadge key={s} status={s} />
        ))}
      </UiProvider>,
    );
    const labels = KNOWN_STATUSES.map((s) => document.querySelector(`[data-status="${s}"]`)?.textContent ?? '');
    for (const [i, label] of labels.entries()) {
      expect(label, KNOWN_STATUSES[i]).toMatch(/^[A-Z][a-z]/);
      expect(label).not.toBe(KNOWN_STATUSES[i]);
    }
    // Statuses of one set never share a label.
    expect(new Set(labels.filter((_, i) => SPEC_STATUSES.slice(0, 9).includes(KNOWN_STATUSES[i]))).size).toBe(9);
  });

  it('groups tones by meaning', () => {
    expect(STATUS_TONES.APPROVED).toBe(STATUS_TONES.COMPLETED);
    expect(STATUS_TONES.REJECTED).toBe('red');
    expect(STATUS_TONES.PENDING).not.toBe(STATUS_TONES.APPROVED);
  });

  it('shows an unknown status as sent', () => {
    render(
      <UiProvider>
        <StatusBadge status="SOMETHING_NEW" />
      </UiProvider>,
    );
    expect(screen.getByText('SOMETHING_NEW')).toBeInTheDocument();
  });
});
