import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyEvent } from '@festival/shared-util-api-contracts';
import { listReply, type ApiHandler } from '@festival/shared-data-access-api-client/testing';
import { festival, myEvent, renderPage } from './test-render';

const events: MyEvent[] = Array.from({ length: 12 }, (_, i) =>
  myEvent({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: i === 0 ? festival.name : `Canoe Race ${i}`,
    registrationType: i % 2 === 0 ? 'GENERAL' : 'DELEGATE',
    registrationStatus: i === 1 ? 'WAITING_LIST' : 'APPROVED',
  }),
);

const api: ApiHandler = (call) => {
  if (call.url !== '/events/me') return undefined;
  const { take = 10, skip = 0, search = '' } = call.params as { take?: number; skip?: number; search?: string };
  const found = events.filter((e) => e.name.toLowerCase().includes(String(search).toLowerCase()));
  return [200, listReply(found.slice(Number(skip), Number(skip) + Number(take)), found.length)];
};

const myEventsCalls = (calls: { url: string; params: Record<string, unknown> }[]) =>
  calls.filter((c) => c.url === '/events/me');

describe('MyEventsPage', () => {
  it('shows a card per event with type, status and links', async () => {
    await renderPage('/my-events', api);
    const card = await screen.findByRole('article', { name: 'Canoe Race 1' }, { timeout: 5000 });
    expect(within(card).getByText('Delegate')).toBeInTheDocument();
    expect(within(card).getByText('Waiting list')).toBeInTheDocument();
    expect(within(card).getByText('1 attendee')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Registered information' })).toHaveAttribute(
      'href',
      `/registered-information/${events[1].id}`,
    );
    expect(within(card).getByRole('link', { name: 'Edit registration' })).toHaveAttribute(
      'href',
      `/register-event/${events[1].id}`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Events' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
  });

  it('reads page, rows and search from the URL', async () => {
    const { calls } = await renderPage('/my-events?page=2&rows=5&search=canoe', api);
    expect(await screen.findByRole('article', { name: 'Canoe Race 6' }, { timeout: 5000 })).toBeInTheDocument();
    expect(myEventsCalls(calls).at(-1)?.params).toEqual({ take: 5, skip: 5, search: 'canoe' });
    expect(screen.getByLabelText('Search events')).toHaveValue('canoe');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('5');
  });

  it('writes paging to the URL', async () => {
    const user = userEvent.setup();
    const { search, calls } = await renderPage('/my-events', api);
    await screen.findByRole('article', { name: festival.name }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    expect(await screen.findByRole('article', { name: 'Canoe Race 11' })).toBeInTheDocument();
    expect(myEventsCalls(calls).at(-1)?.params).toEqual({ take: 10, skip: 10 });
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    await waitFor(() => expect(search().get('rows')).toBe('20'));
    expect(search().get('page')).toBeNull();
  });

  it('searches once typing pauses for 500 ms and puts the search in the URL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { search, calls } = await renderPage('/my-events?page=2', api);
      await screen.findByRole('article', { name: 'Canoe Race 11' }, { timeout: 5000 });
      const before = myEventsCalls(calls).length;
      await user.type(screen.getByLabelText('Search events'), 'Canoe Race 1');
      act(() => void vi.advanceTimersByTime(400));
      expect(search().get('search')).toBeNull();
      act(() => void vi.advanceTimersByTime(200));
      await waitFor(() => expect(search().get('search')).toBe('Canoe Race 1'));
      expect(search().get('page')).toBeNull();
      await waitFor(() =>
        expect(myEventsCalls(calls).at(-1)?.params).toEqual({ take: 10, skip: 0, search: 'Canoe Race 1' }),
      );
      // One call for the settled text, not one per key.
      expect(myEventsCalls(calls).length - before).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an empty state with a link to register', async () => {
    await renderPage('/my-events', (call) => (call.url === '/events/me' ? [200, listReply([])] : undefined));
    expect(
      await screen.findByText('You have not registered for any events yet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register for an event' })).toHaveAttribute('href', '/register-event');
  });

  it('says when a search finds nothing', async () => {
    await renderPage('/my-events?search=zzz', api);
    expect(await screen.findByText('No events match your search.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
