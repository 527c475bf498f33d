import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, Text } from '@chakra-ui/react';
import { EventFacts } from './event-facts';
import { EventHero } from './event-hero';

const svg = (markup: string) => 'data:image/svg+xml;utf8,' + encodeURIComponent(markup);
const BANNER = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="480"><rect width="1440" height="480" fill="#fdba74"/><path d="M0 300 Q360 240 720 300 T1440 300 V480 H0Z" fill="#0e7490"/></svg>',
);
const LOGO = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="95" fill="#0c4a6e"/><circle cx="100" cy="90" r="40" fill="#fb7185"/></svg>',
);
const NAME = 'Pacific Arts & Culture Festival 2027';

const meta = {
  title: 'Event/Event hero',
  component: EventHero,
  args: {
    event: { name: NAME, bannerImage: BANNER, bannerImageVariants: [], logoImage: LOGO },
    bannerAlt: `Banner of ${NAME}`,
    logoAlt: `Logo of ${NAME}`,
    headingId: 'story-event-name',
    bannerHeight: { base: '48', md: '80' },
    children: (
      <>
        <EventFacts
          facts={[
            { label: 'Dates', value: '06/06/2027 – 06/15/2027' },
            { label: 'Location', value: 'Honolulu' },
          ]}
        />
        <Text fontSize="sm" color="fg.muted">
          Times in Hawaii time (Pacific/Honolulu)
        </Text>
        <Box>
          <Button colorPalette="brand" size="lg">
            Register
          </Button>
        </Box>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="6xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof EventHero>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home: the banner cropped from its left edge, so that a phone keeps the picture's start, loaded first. */
export const Home: Story = { args: { bannerPosition: 'left center', bannerFetchPriority: 'high' } };
/**
 * A banner with sized variants (the demo's WebP files from a build): the browser picks the one
 * that fits the band's width (here the same picture, named by its width).
 */
export const SizedBanner: Story = {
  args: {
    event: {
      name: NAME,
      bannerImage: BANNER,
      bannerImageVariants: [
        { url: `${BANNER}#640w`, width: 640 },
        { url: `${BANNER}#1600w`, width: 1600 },
      ],
      logoImage: LOGO,
    },
  },
};
/** The event preview: a lower banner, cropped around its centre, and places left among the facts. */
export const Preview: Story = {
  args: {
    bannerHeight: { base: '48', md: '72' },
    children: (
      <EventFacts
        facts={[
          { label: 'Dates', value: '06/06/2027 – 06/15/2027' },
          { label: 'Location', value: 'Honolulu' },
          { label: 'Availability', value: '12 places left' },
        ]}
      />
    ),
  },
};
/**
 * A picture that does not load: the band keeps its height and colour, the alt text stands in. (Data
 * that is no picture, rather than a missing file: the smoke test counts a 404 as the story's error.)
 */
const NOT_A_PICTURE = 'data:image/webp;base64,bm90IGEgcGljdHVyZQ==';
export const BrokenPictures: Story = {
  args: { event: { name: NAME, bannerImage: NOT_A_PICTURE, bannerImageVariants: [], logoImage: NOT_A_PICTURE } },
};
/** The name alone (nothing below it yet). */
export const NameOnly: Story = { args: { children: undefined } };
