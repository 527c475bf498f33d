import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { replyTo, type ApiHandler } from '@festival/shared-data-access-api-client/testing';
import { renderWithProviders } from '@festival/shared-testing-react';
import { mainEventToForm, type MainEventFormValues } from '@festival/shared-util-form-schemas';
import { EventForm } from './event-form';

const OWNER = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const UPLOADED = `event-images/${OWNER}/11111111-2222-4333-8444-555555555555.png`;
const SAVED_URL = `/api-svc/v1/files/public/event-images/${OWNER}/99999999-2222-4333-8444-555555555555.webp`;

const event = {
  name: 'FestPAC 2027',
  description: '',
  status: 'ACTIVE' as const,
  startDate: '2027-06-06T10:00:00.000Z',
  endDate: '2027-06-16T10:00:00.000Z',
  location: 'Honolulu',
  capacity: 100,
  registrationFee: 0,
  requiresReview: false,
  bannerImage: SAVED_URL,
  logoImage: '',
  refLink: '',
};

const SAVED_VARIANTS = [960, 640].map((width) => ({ url: SAVED_URL.replace(/\.webp$/, `-${width}w.webp`), width }));

async function renderForm(imageVariants?: typeof SAVED_VARIANTS) {
  const presigns: Record<string, unknown>[] = [];
  const uploads: InternalAxiosRequestConfig[] = [];
  const saved: MainEventFormValues[] = [];
  const api: ApiHandler = ({ method, url, params }) => {
    if (method === 'GET' && url === '/files/presigned-upload-url') {
      presigns.push(params);
      return [
        200,
        {
          data: {
            url: 'https://storage.example/upload?token=t',
            filePath: UPLOADED,
            method: 'PUT',
            headers: { 'Content-Type': params['contentType'] },
          },
        },
      ];
    }
    throw new Error(`unexpected ${method} ${url}`);
  };
  const storage: AxiosAdapter = async (config) => {
    uploads.push(config);
    config.onUploadProgress?.({ loaded: 1, total: 1, bytes: 1, lengthComputable: true });
    return replyTo(config, 200, '');
  };
  axios.defaults.adapter = storage;
  await renderWithProviders(
    {
      ui: (
        <EventForm
          kind="event"
          initialValues={mainEventToForm(event)}
          imageVariants={imageVariants}
          onSubmit={async (values) => {
            saved.push(values);
          }}
          onCancel={() => undefined}
        />
      ),
    },
    { api, getIdToken: async () => 'id-token' },
  );
  return { presigns, uploads, saved };
}

describe('EventForm image fields', () => {
  const originalAdapter = axios.defaults.adapter;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    axios.defaults.adapter = originalAdapter;
  });

  it('previews the saved banner, removes it, and uploads a logo whose path is saved', async () => {
    const { presigns, uploads, saved } = await renderForm();
    const user = userEvent.setup();

    const banner = await screen.findByRole('img', { name: /Preview of 99999999-.*\.webp/ });
    expect(banner).toHaveAttribute('src', SAVED_URL);
    expect(screen.getByRole('textbox', { name: 'Banner image URL' })).toHaveValue(SAVED_URL);
    await user.click(screen.getAllByRole('button', { name: 'Remove' })[0]);
    expect(screen.queryByRole('img', { name: /Preview of 99999999-/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Banner image URL' })).toHaveValue('');

    await user.upload(
      screen.getByLabelText(/^Logo image/, { selector: 'input[type=file]' }),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Uploaded: logo.png')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Preview of logo.png' })).toHaveAttribute('src', 'blob:logo');
    expect(presigns).toEqual([{ fileName: 'logo.png', contentType: 'image/png', type: 'event-images' }]);
    expect(uploads).toHaveLength(1);
    expect(uploads[0].headers.Authorization).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ bannerImage: '', logoImage: UPLOADED });
  });

  it('previews the saved banner through its sized copies (srcset, sizes of the 4rem thumbnail), not another picture typed in', async () => {
    await renderForm(SAVED_VARIANTS);
    const user = userEvent.setup();
    const banner = await screen.findByRole('img', { name: /Preview of 99999999-.*\.webp/ });
    const [small, large] = [SAVED_VARIANTS[1].url, SAVED_VARIANTS[0].url];
    expect(banner).toHaveAttribute('src', small);
    expect(banner).toHaveAttribute('srcset', `${small} 640w, ${large} 960w`);
    expect(banner).toHaveAttribute('sizes', '4rem');

    const bannerUrl = screen.getByRole('textbox', { name: 'Banner image URL' });
    await user.clear(bannerUrl);
    await user.type(bannerUrl, 'https://festival.example/other.png');
    const other = await screen.findByRole('img', { name: 'Preview of other.png' });
    expect(other).toHaveAttribute('src', 'https://festival.example/other.png');
    expect(other).not.toHaveAttribute('srcset');
  });

  it('refuses a file the event-image rules do not allow, before uploading it', async () => {
    const { presigns } = await renderForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByLabelText(/^Logo image/, { selector: 'input[type=file]' }),
      new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Invalid file type. Allowed types: png, jpg, jpeg, webp')).toBeVisible();
    expect(presigns).toEqual([]);
  });

  it('keeps the URL option: an image hosted elsewhere is saved as typed', async () => {
    const { saved } = await renderForm();
    const user = userEvent.setup();
    const logoUrl = await screen.findByRole('textbox', { name: 'Logo image URL' });
    await user.type(logoUrl, 'https://festival.example/logo.svg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ bannerImage: SAVED_URL, logoImage: 'https://festival.example/logo.svg' });
  });
});
