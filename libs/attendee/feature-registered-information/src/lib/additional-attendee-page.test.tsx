import { screen, within } from '@testing-library/react';
import { EVENT_ID, mainAttendee, registration, registrationApi, renderPage } from './test-render';

describe('AdditionalAttendeePage', () => {
  it('lists the additional attendees with their statuses, not the main profile', async () => {
    await renderPage(`/registered-information/${EVENT_ID}/additional-attendee`, registrationApi(registration()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Additional Attendees' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Additional attendees' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]).getByText('Malia Fonoti')).toBeInTheDocument();
    expect(within(items[0]).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText('Kēhau Kahale')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Additional Attendee' })).toHaveAttribute(
      'href',
      `/register-event/${EVENT_ID}?tab=additional-attendees`,
    );
  });

  it('shows "No additional attendees yet" with Add Additional Attendee leading to the form tab', async () => {
    const { router } = await renderPage(
      `/registered-information/${EVENT_ID}/additional-attendee`,
      registrationApi(registration({ attendees: [mainAttendee] })),
    );
    expect(
      await screen.findByRole('heading', { name: 'No additional attendees yet' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    screen.getByRole('link', { name: 'Add Additional Attendee' }).click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/register-event/${EVENT_ID}`));
    expect(router.state.location.search).toBe('?tab=additional-attendees');
  });

  it('says "You have not registered for this event" when there is no registration', async () => {
    await renderPage(`/registered-information/${EVENT_ID}/additional-attendee`, registrationApi(null));
    expect(
      await screen.findByRole('heading', { name: 'You have not registered for this event' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
