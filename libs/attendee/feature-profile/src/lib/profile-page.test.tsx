import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiClientProvider, createApiClient, createQueryClient } from '@festival/shared-data-access-api-client';
import { replyTo } from '@festival/shared-data-access-api-client/testing';
import { UiProvider } from '@festival/shared-ui-kit';
import type { Profile } from '@festival/shared-util-api-contracts';
import { ProfilePage } from './profile-page';

const ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const AVATAR = `avatars/${ID}/11111111-2222-4333-8444-555555555555.png`;

type Reply = { status: number; data: unknown };

/** The api as the page sees it: GET /me, PUT /me/{id}, and the files calls. */
function fakeApi(
  profile: Profile,
  onPut: (body: Record<string, unknown>) => Reply = (body) => ({
    status: 200,
    data: { data: { ...profile, ...body } },
  }),
) {
  const puts: Record<string, unknown>[] = [];
  const uploads: InternalAxiosRequestConfig[] = [];
  const reply = (config: InternalAxiosRequestConfig, { status, data }: Reply) => replyTo(config, status, data);
  const adapter: AxiosAdapter = async (config) => {
    if (config.method === 'get' && config.url === '/me') return reply(config, { status: 200, data: { data: profile } });
    if (config.method === 'put' && config.url === `/me/${ID}`) {
      const body = JSON.parse(String(config.data));
      puts.push(body);
      return reply(config, onPut(body));
    }
    if (config.url === '/files/presigned-upload-url') {
      return reply(config, {
        status: 200,
        data: {
          data: {
            url: 'https://api.example/upload?token=t',
            filePath: AVATAR,
            method: 'PUT',
            headers: { 'Content-Type': config.params.contentType },
          },
        },
      });
    }
    if (config.url === '/files/presigned-download-url')
      return reply(config, {
        status: 200,
        data: { data: { url: `https://api.example/download/${config.params.filePath}` } },
      });
    throw new Error(`unexpected ${config.method} ${config.url}`);
  };
  const uploadAdapter: AxiosAdapter = async (config) => {
    uploads.push(config);
    config.onUploadProgress?.({ loaded: 1, total: 1, bytes: 1, lengthComputable: true });
    return reply(config, { status: 200, data: '' });
  };
  axios.defaults.adapter = uploadAdapter;
  const client = createApiClient({ baseURL: '/api-svc/v1', adapter, getIdToken: async () => 'id-token' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiClientProvider client={client}>
        <UiProvider>
          <ProfilePage />
        </UiProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { puts, uploads };
}

const ann: Profile = { id: ID, firstName: 'Ann', lastName: 'Kealoha', email: 'ann@example.org', avatarUrl: null };

describe('ProfilePage', () => {
  const originalAdapter = axios.defaults.adapter;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:avatar');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    axios.defaults.adapter = originalAdapter;
  });

  it('shows the names to edit and the email read-only, and saves the names', async () => {
    const { puts } = fakeApi(ann);
    const user = userEvent.setup();
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    expect(firstName).toHaveValue('Ann');
    expect(screen.getByRole('heading', { name: 'My profile' })).toBeVisible();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ann@example.org');
    expect(email).toHaveAttribute('readonly');

    await user.clear(firstName);
    await user.type(firstName, 'Kaʻiulani');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts).toEqual([{ firstName: 'Kaʻiulani', lastName: 'Kealoha', avatarUrl: null }]));
    expect(await screen.findByText('Your profile has been saved.')).toBeVisible();
  });

  it('checks the names with the shared rules before sending anything', async () => {
    const { puts } = fakeApi(ann);
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /First name/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);
  });

  it("shows the server's field errors on their fields", async () => {
    fakeApi(ann, () => ({
      status: 400,
      data: {
        message: 'Invalid input',
        code: 'BAD_REQUEST',
        errors: [
          { field: 'body.avatarUrl', message: 'The file was not found. Please upload it again.' },
          { field: 'body.lastName', message: 'Special characters are not allowed' },
        ],
      },
    }));
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: /First name/ });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Special characters are not allowed')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The file was not found. Please upload it again.')).toBeVisible();
  });

  it('uploads a new picture without the bearer token, saves its path, and shows it in the lightbox', async () => {
    const { puts, uploads } = fakeApi(ann);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: /First name/ });
    await user.upload(
      screen.getByLabelText(/Profile picture/, { selector: 'input' }),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Uploaded: me.png')).toBeVisible();
    expect(uploads).toHaveLength(1);
    expect(uploads[0].headers.Authorization).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Preview of me.png' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Your profile picture' });
    expect(within(lightbox).getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', 'blob:avatar');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts).toEqual([{ firstName: 'Ann', lastName: 'Kealoha', avatarUrl: AVATAR }]));
  });

  it('refuses a picture of the wrong type with the SPEC message', async () => {
    const { uploads } = fakeApi(ann);
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('textbox', { name: /First name/ });
    await user.upload(
      screen.getByLabelText(/Profile picture/, { selector: 'input' }),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Invalid file type. Allowed types: png, jpg, jpeg, webp')).toBeVisible();
    expect(uploads).toEqual([]);
  });

  it('shows the saved picture through a signed URL, with Download in the lightbox, and removes it', async () => {
    const { puts } = fakeApi({ ...ann, avatarUrl: AVATAR });
    const user = userEvent.setup();
    const thumbnail = await screen.findByRole('button', { name: /Preview of/ });
    await user.click(thumbnail);
    const lightbox = await screen.findByRole('dialog', { name: 'Your profile picture' });
    expect(within(lightbox).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      `https://api.example/download/${AVATAR}`,
    );
    await user.click(within(lightbox).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts).toEqual([{ firstName: 'Ann', lastName: 'Kealoha', avatarUrl: null }]));
  });
});
