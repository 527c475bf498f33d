import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, useField } from 'formik';
import { UiProvider } from '@festival/shared-ui-kit';
import { fastField, FastTextField } from './fast-field';

const renders: Record<string, number> = {};

/** A field that reads the form through useField, as the form's fields do, and counts its renders. */
function CountedField({ name }: { name: string }) {
  const [field, meta] = useField<string>(name);
  renders[name] = (renders[name] ?? 0) + 1;
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <>
      <label>
        {name}
        <input {...field} aria-invalid={invalid || undefined} />
      </label>
      {invalid && <span role="alert">{meta.error}</span>}
    </>
  );
}
const FastCountedField = fastField(CountedField);

function renderForm() {
  const submitted: unknown[] = [];
  render(
    <UiProvider>
      <Formik
        initialValues={{ name: '', city: '', zip: '' }}
        validate={(values) => (values.city.trim() ? {} : { city: 'City is required' })}
        onSubmit={(values) => void submitted.push(values)}
      >
        <Form>
          <FastCountedField name="name" />
          <FastCountedField name="city" />
          <FastTextField name="zip" label="Zip Code" />
          <button type="submit">Save</button>
        </Form>
      </Formik>
    </UiProvider>,
  );
  return { submitted };
}

describe('fastField', () => {
  beforeEach(() => Object.keys(renders).forEach((name) => delete renders[name]));

  it('renders a field again for its own changes only, not for a keystroke in another field', async () => {
    const { submitted } = renderForm();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('name'), 'A');
    // Mounted, then its error came with the first validation (not shown yet: untouched).
    await waitFor(() => expect(renders['city']).toBe(2));

    await user.type(screen.getByLabelText('name'), 'nn Kealoha');
    expect(screen.getByLabelText('name')).toHaveValue('Ann Kealoha');
    expect(renders['city']).toBe(2);
    expect(renders['name']).toBeGreaterThanOrEqual(11);

    // Its own touched flag, error and value still reach it, and the form sends what was typed.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('City is required');
    await user.type(screen.getByLabelText('city'), 'Hilo');
    await user.type(screen.getByLabelText('Zip Code'), '96720');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ name: 'Ann Kealoha', city: 'Hilo', zip: '96720' }]));
  });
});
