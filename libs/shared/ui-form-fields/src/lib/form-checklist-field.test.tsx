import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { array, object } from 'yup';
import { UiProvider } from '@festival/shared-ui-kit';
import { CHECKLIST_MAX_SHOWN, filterOptions, FormChecklistField } from './form-checklist-field';

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'mi', label: 'Māori' },
  { value: 'sm', label: 'Samoan' },
  { value: 'to', label: 'Tongan' },
];

function renderField(initial: string[] = [], options = LANGUAGES) {
  const submitted: unknown[] = [];
  render(
    <UiProvider>
      <Formik
        initialValues={{ languageIds: initial }}
        validationSchema={object({ languageIds: array().min(1, 'Please choose at least one language') })}
        onSubmit={(values) => void submitted.push(values)}
      >
        <Form>
          <FormChecklistField name="languageIds" label="Languages" options={options} helper="Tick at least one." />
          <button type="submit">Save</button>
        </Form>
      </Formik>
    </UiProvider>,
  );
  return { submitted, group: () => screen.getByRole('group', { name: 'Languages' }) };
}

describe('filterOptions', () => {
  it.each([
    ['', ['English', 'Māori', 'Samoan', 'Tongan']],
    ['maori', ['Māori']],
    ['  AN ', ['Samoan', 'Tongan']],
    ['sam an', ['Samoan']],
    ['xyz', []],
  ])('%j keeps %j', (query, labels) => {
    expect(filterOptions(LANGUAGES, query).map((o) => o.label)).toEqual(labels);
  });

  it('puts the labels that start with the query first', () => {
    const options = [
      { value: 'rar', label: 'Rarotongan' },
      { value: 'to', label: 'Tongan (lea fakatonga)' },
    ];
    expect(filterOptions(options, 'tongan').map((o) => o.value)).toEqual(['to', 'rar']);
  });
});

describe('FormChecklistField', () => {
  it('ticks options, shows them as removable tags, and sends their values', async () => {
    const user = userEvent.setup();
    const { submitted, group } = renderField();
    expect(await within(group()).findByText('Tick at least one.', undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.click(within(group()).getByRole('checkbox', { name: 'Samoan' }));
    await user.click(within(group()).getByRole('checkbox', { name: 'English' }));
    const chosen = within(group()).getByRole('list', { name: 'Chosen Languages' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Samoan', 'English']);

    await user.click(within(chosen).getByRole('button', { name: 'Remove Samoan' }));
    expect(within(group()).getByRole('checkbox', { name: 'Samoan' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([{ languageIds: ['en'] }]);
  });

  it('filters by what is typed, ignoring case and accents, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { group } = renderField(['to']);
    const search = await within(group()).findByRole('searchbox', { name: 'Search Languages' }, { timeout: 5000 });
    await user.type(search, 'MAORI');
    expect(
      within(group())
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['mi']);
    // What is chosen stays chosen (and listed) while it is filtered out.
    expect(within(group()).getByRole('button', { name: 'Remove Tongan' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'klingon');
    expect(within(group()).getByRole('status')).toHaveTextContent('Nothing matches “klingon”.');
    expect(within(group()).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('draws at most 50 options of thousands and says how to find the others', async () => {
    const many = Array.from({ length: 7000 }, (_, i) => ({ value: `l${i}`, label: `Language ${i}` }));
    const user = userEvent.setup();
    const { group } = renderField([], many);
    const search = await within(group()).findByRole('searchbox', { name: 'Search Languages' }, { timeout: 5000 });
    expect(within(group()).getAllByRole('checkbox')).toHaveLength(CHECKLIST_MAX_SHOWN);
    expect(within(group()).getByText('Showing 50 of 7000: type to find the others.')).toBeInTheDocument();
    await user.type(search, 'Language 6999');
    expect(
      within(group())
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['l6999']);
  });

  it('shows the rule message once touched, tied to the group with the help kept beside it', async () => {
    const user = userEvent.setup();
    const { submitted, group } = renderField();
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 }));
    const alert = await within(group()).findByRole('alert');
    expect(alert).toHaveTextContent('Please choose at least one language');
    expect(group()).toHaveAccessibleDescription('Please choose at least one language Tick at least one.');
    expect(within(group()).getByText('Tick at least one.')).toBeVisible();
    expect(submitted).toEqual([]);
  });
});
