import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@festival/shared-testing-react';
import { festivalDays } from '@festival/shared-util-registration';
import { toVolunteerFormErrors, VolunteerApplicationForm } from './volunteer-application-form';

configure({ asyncUtilTimeout: 5000 });

const days = festivalDays('2027-06-06T19:00:00Z', '2027-06-16T07:00:00Z');

describe('VolunteerApplicationForm', () => {
  it('names the missing answers and sends nothing', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders({
      ui: (
        <VolunteerApplicationForm
          days={days}
          languages={[{ value: 'en', label: 'English' }]}
          mode="create"
          onSubmit={onSubmit}
        />
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please choose at least one shift')).toBeInTheDocument();
    expect(screen.getByText('You must accept the volunteer agreement and release form')).toBeInTheDocument();
    expect(screen.getByText('Please choose at least one area')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the API's field errors on the form's fields", () => {
    expect(
      toVolunteerFormErrors([
        { field: 'timeSlots', message: 'Choose shifts during the festival' },
        { field: 'areaIds[0]', message: 'Please choose one of the options' },
        { field: 'areaIds[1]', message: 'ignored: one message per field' },
      ]),
    ).toEqual({ timeSlots: 'Choose shifts during the festival', areaIds: 'Please choose one of the options' });
  });
});
