import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AVATAR_MAX_BYTES, MAX_FILE_BYTES, UPLOAD_FILE_TYPES } from '@festival/shared-util-form-schemas';
import { FileUploadField, type FileUploadFieldProps, type UploadedFile } from './file-upload-field';
import { UiProvider } from './ui-provider';

const AVATAR_RULES = { accept: ['png', 'jpg', 'jpeg', 'webp'], maxBytes: AVATAR_MAX_BYTES };

function Harness(
  props: Partial<FileUploadFieldProps> & { initial?: UploadedFile | null; onValue?: (v: UploadedFile | null) => void },
) {
  const { initial = null, onValue, ...rest } = props;
  const [value, setValue] = useState<UploadedFile | null>(initial);
  return (
    <FileUploadField
      label="Profile picture"
      rules={AVATAR_RULES}
      upload={async () => ({ filePath: 'avatars/u/1.png' })}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      {...rest}
    />
  );
}

const setup = (props: Parameters<typeof Harness>[0] = {}) => {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <UiProvider>
      <Harness {...props} />
    </UiProvider>,
  );
  return user;
};

/** The hidden file input behind the drop zone (the zone itself is the button with the same name). */
const fileInput = () => screen.getByLabelText(/Profile picture/, { selector: 'input' });

/** A file of `size` bytes without allocating them. */
const fileOf = (name: string, type: string, size = 10) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('FileUploadField', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('says it is busy from the moment a file is taken, through its preparation and upload, until it is stored', async () => {
    let prepared: (file: File) => void = () => undefined;
    let finish: (value: { filePath: string }) => void = () => undefined;
    const prepare = vi.fn((file: File) => new Promise<File>((resolve) => (prepared = () => resolve(file))));
    const upload = vi.fn(() => new Promise<{ filePath: string }>((resolve) => (finish = resolve)));
    const onUploadingChange = vi.fn();
    const user = setup({ prepare, upload, onUploadingChange });
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
    await user.upload(fileInput(), fileOf('me.png', 'image/png'));
    // Still preparing (e.g. recompressing): nothing sent yet, but busy already.
    expect(upload).not.toHaveBeenCalled();
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);
    await act(async () => prepared(fileOf('me.png', 'image/png')));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);
    await act(async () => finish({ filePath: 'avatars/u/1.png' }));
    await waitFor(() => expect(onUploadingChange).toHaveBeenLastCalledWith(false));
  });

  it('uploads a chosen image with a progress bar, then shows its thumbnail and removes it', async () => {
    let report: (percent: number) => void = () => undefined;
    let finish: (value: { filePath: string }) => void = () => undefined;
    const upload = vi.fn((_file: File, options: { onProgress: (p: number) => void }) => {
      report = options.onProgress;
      return new Promise<{ filePath: string }>((resolve) => (finish = resolve));
    });
    const onValue = vi.fn();
    const user = setup({ upload, onValue, onPreview: vi.fn() });
    await user.upload(fileInput(), fileOf('me.png', 'image/png'));

    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of me.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => report(42));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    await act(async () => finish({ filePath: 'avatars/u/me.png' }));

    expect(await screen.findByText('Uploaded: me.png')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith({
      filePath: 'avatars/u/me.png',
      name: 'me.png',
      previewUrl: 'blob:preview',
    });
    expect(screen.getByRole('button', { name: 'Preview of me.png' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Profile picture' })).toBeVisible();
  });

  it('opens the file picker from the keyboard', async () => {
    const user = setup();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Profile picture' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
    click.mockRestore();
  });

  it('refuses a wrong type and a file over the limit with the SPEC messages, uploading nothing', async () => {
    const upload = vi.fn();
    const user = setup({ upload });
    await user.upload(fileInput(), fileOf('cv.pdf', 'application/pdf'));
    expect(await screen.findByText('Invalid file type. Allowed types: png, jpg, jpeg, webp')).toBeVisible();
    await user.upload(fileInput(), fileOf('huge.jpg', 'image/jpeg', AVATAR_MAX_BYTES + 1));
    expect(await screen.findByText('Your file size is greater than 16MB. Please try again.')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });

  it('checks the chosen file before `prepare` (recompression) and uploads the prepared file', async () => {
    const upload = vi.fn(async () => ({ filePath: 'documents/u/a.png' }));
    const prepare = vi.fn(async () => fileOf('big.png', 'image/png', 1000));
    const user = setup({ upload, prepare, rules: { accept: UPLOAD_FILE_TYPES, maxBytes: MAX_FILE_BYTES } });
    await user.upload(fileInput(), fileOf('big.png', 'image/png', MAX_FILE_BYTES + 1));
    expect(await screen.findByText('Your file size is greater than 50MB. Please try again.')).toBeVisible();
    expect(prepare).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();

    await user.upload(fileInput(), fileOf('big.png', 'image/png', MAX_FILE_BYTES - 1));
    await screen.findByText('Uploaded: big.png');
    expect(upload).toHaveBeenCalledWith(
      await prepare.mock.results[0].value,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('refuses what `prepare` made when it is over the limit', async () => {
    const upload = vi.fn(async () => ({ filePath: 'documents/u/a.png' }));
    const user = setup({
      upload,
      prepare: async () => fileOf('big.png', 'image/png', MAX_FILE_BYTES + 1),
      rules: { accept: UPLOAD_FILE_TYPES, maxBytes: MAX_FILE_BYTES },
    });
    await user.upload(fileInput(), fileOf('big.png', 'image/png', 1000));
    expect(await screen.findByText('Your file size is greater than 50MB. Please try again.')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });

  it('says "Field cannot be blank." once submitted empty, and shows a failed upload', async () => {
    const { rerender } = render(
      <UiProvider>
        <Harness required />
      </UiProvider>,
    );
    expect(screen.queryByText('Field cannot be blank.')).not.toBeInTheDocument();
    rerender(
      <UiProvider>
        <Harness required submitted />
      </UiProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Field cannot be blank.');

    const user = userEvent.setup();
    rerender(
      <UiProvider>
        <Harness
          required
          submitted
          upload={async () => Promise.reject(new Error('Your file size is greater than 16MB. Please try again.'))}
        />
      </UiProvider>,
    );
    await user.upload(fileInput(), fileOf('me.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your file size is greater than 16MB. Please try again.',
    );
  });
});
