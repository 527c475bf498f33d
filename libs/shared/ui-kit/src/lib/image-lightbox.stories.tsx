import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImageLightbox } from './image-lightbox';

const SAMPLE_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#1d6f7a"/><circle cx="320" cy="200" r="90" fill="#f08a5d"/></svg>',
  );

const meta = {
  title: 'UI kit/Image lightbox',
  component: ImageLightbox,
  args: { open: true, onClose: fn(), src: SAMPLE_IMAGE, alt: 'Your profile picture', fileName: 'avatar.svg' },
} satisfies Meta<typeof ImageLightbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
