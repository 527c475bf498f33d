import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { AVATAR_MAX_BYTES } from '@festival/shared-util-form-schemas';
import {
  FileUploadField,
  type FileUploadFieldProps,
  type UploadedFile,
  type UploadProgressOptions,
} from './file-upload-field';

const SAMPLE_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#f08a5d"/><circle cx="32" cy="26" r="12" fill="#fff"/></svg>',
  );

/** Holds the value as a form would. */
function Controlled(props: FileUploadFieldProps) {
  const [value, setValue] = useState<UploadedFile | null>(props.value);
  return (
    <Box maxW="lg" p="6">
      <FileUploadField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </Box>
  );
}

const chooseFile = async (canvasElement: HTMLElement, file: File) => {
  const input = within(canvasElement).getByLabelText(/Profile picture/, { selector: 'input' });
  await userEvent.upload(input, file);
};

const meta = {
  title: 'UI kit/File upload field',
  component: FileUploadField,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Profile picture',
    rules: { accept: ['png', 'jpg', 'jpeg', 'webp'], maxBytes: AVATAR_MAX_BYTES },
    value: null,
    onChange: fn(),
    upload: fn(async (_file: File, _options: UploadProgressOptions) => ({ filePath: 'avatars/demo/photo.png' })),
  },
} satisfies Meta<typeof FileUploadField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Required: Story = { args: { required: true, submitted: true } };

/** The upload stays at 40 %, as on a slow connection. */
export const Uploading: Story = {
  args: {
    upload: fn((_file: File, { onProgress }: UploadProgressOptions) => {
      onProgress(40);
      return new Promise<{ filePath: string }>(() => undefined);
    }),
  },
  play: ({ canvasElement }) => chooseFile(canvasElement, new File(['x'], 'beach.png', { type: 'image/png' })),
};

export const WrongType: Story = {
  play: ({ canvasElement }) => chooseFile(canvasElement, new File(['x'], 'cv.pdf', { type: 'application/pdf' })),
};

export const UploadFailed: Story = {
  args: {
    upload: fn(async (_file: File, _options: UploadProgressOptions) =>
      Promise.reject<{ filePath: string }>(new Error('Connection timeout. Please check your network and try again.')),
    ),
  },
  play: ({ canvasElement }) => chooseFile(canvasElement, new File(['x'], 'beach.png', { type: 'image/png' })),
};

export const Done: Story = {
  args: { value: { filePath: 'avatars/demo/photo.png', name: 'photo.png', previewUrl: SAMPLE_IMAGE }, onPreview: fn() },
};

export const Disabled: Story = { args: { disabled: true } };
