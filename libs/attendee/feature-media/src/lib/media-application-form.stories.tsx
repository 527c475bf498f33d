import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldError } from '@festival/shared-util-api-contracts';
import { emptyMediaApplication } from '@festival/shared-util-form-schemas';
import { MediaApplicationForm } from './media-application-form';

const countries = [
  { value: 'FJ', label: 'Fiji' },
  { value: 'NZ', label: 'New Zealand' },
  { value: 'WS', label: 'Samoa' },
  { value: 'US', label: 'United States' },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Pretends to store the file: progress over a second, then a path like the server's. */
const upload = async (file: File, { onProgress }: { onProgress: (percent: number) => void }) => {
  for (const percent of [20, 60, 100]) {
    await wait(300);
    onProgress(percent);
  }
  return {
    filePath: `documents/00000000-0000-4000-8000-000000000001/00000000-0000-4000-8000-00000000000a.${file.name.split('.').pop()}`,
  };
};

const meta = {
  title: 'Attendee/Media/Application form',
  component: MediaApplicationForm,
  args: {
    initialValues: emptyMediaApplication(),
    countries,
    upload,
    submitLabel: 'Submit application',
    onSubmit: async (): Promise<FieldError[] | void> => undefined,
  },
} satisfies Meta<typeof MediaApplicationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new application: every field empty. */
export const Empty: Story = {};

/** Editing an application under review: the stored values and the uploaded credential. */
export const Filled: Story = {
  args: {
    submitLabel: 'Save changes',
    initialValues: {
      organisation: 'Pacific Islands News',
      role: 'PHOTOGRAPHER',
      outletCountry: 'FJ',
      website: 'https://pina.example',
      coveragePlan: 'Daily photo stories from the canoe arrivals and the closing ceremony.',
      pressCredentialFile: 'documents/00000000-0000-4000-8000-000000000001/00000000-0000-4000-8000-00000000000a.pdf',
      portfolioUrl: 'https://pina.example/portfolio',
      portfolioFile: null,
    },
  },
};

/** The server refused the input: its field errors land on the fields. */
export const ServerErrors: Story = {
  args: {
    initialValues: Filled.args?.initialValues ?? emptyMediaApplication(),
    onSubmit: async () => [
      { field: 'website', message: 'Enter a web address starting with https://' },
      { field: 'pressCredentialFile', message: 'Invalid file type. Allowed types: png, jpg, jpeg, webp, pdf, docx' },
    ],
  },
};
