import type { NewMainEvent, NewSubEvent } from '@festival/server-events';
import { DEMO_MEDIA_PREFIX } from './demo-media';
import { honoluluTime } from './honolulu-time';

/** The demo delegation key; printed in the README so a newcomer can register as a delegate. */
export const DEMO_DELEGATION_KEY = 'FESTPAC-2027';
export const DEMO_DELEGATION_NAME = 'Aotearoa New Zealand Delegation';

/** What every demo festival shows alike: the festival's time zone, images and site. */
const DEMO_BRANDING = {
  timezone: 'Pacific/Honolulu',
  bannerImage: `${DEMO_MEDIA_PREFIX}banner.svg`,
  logoImage: `${DEMO_MEDIA_PREFIX}logo.svg`,
  refLink: 'https://festival.example/',
} as const;

/** The festival's editions (this year's and the last) share the venue, the size and registration without review. */
const FESTIVAL_EDITION = {
  location: 'Hawaiʻi Convention Center, 1801 Kalākaua Ave, Honolulu, HI 96815',
  ...DEMO_BRANDING,
  capacity: 5000,
  requiresReview: false,
} as const;

export const demoMainEvent: NewMainEvent = {
  name: 'Pacific Arts & Culture Festival 2027',
  description:
    'Ten days of dance, music, voyaging, weaving, film and food from across Oceania, hosted in Honolulu. Delegations from more than twenty Pacific nations share their living traditions.',
  status: 'ACTIVE',
  startDate: honoluluTime('2027-06-06T09:00'),
  endDate: honoluluTime('2027-06-15T21:00'),
  ...FESTIVAL_EDITION,
  // Media apply until the end of this day in Honolulu (SPEC.md §8: the cut-off is a per-event setting).
  mediaLastDay: '2027-05-31',
};

/** A fixed id, so the journeys and the README can point at the past festival's media page. */
export const DEMO_PAST_EVENT_ID = '5eed2024-0000-4000-8000-000000000024';

/**
 * Last edition of the festival, over and INACTIVE (so it is not offered for registration): its
 * media cut-off (31 May 2024, the SPEC's date) has passed, so its media page shows the closed notice.
 */
export const demoPastEvent: NewMainEvent = {
  id: DEMO_PAST_EVENT_ID,
  name: 'Pacific Arts & Culture Festival 2024',
  description: 'The previous edition of the festival, held in Honolulu in June 2024.',
  status: 'INACTIVE',
  startDate: honoluluTime('2024-06-06T09:00'),
  endDate: honoluluTime('2024-06-16T21:00'),
  ...FESTIVAL_EDITION,
  mediaLastDay: '2024-05-31',
};

/**
 * A second festival whose GENERAL registration carries a fee (the payment step of the
 * registration form), seeded only with SEED_PAID_EVENT=true so the journeys that register for
 * "the active festival" keep finding one. It starts after the main one, so it lists second.
 */
export const demoPaidEvent: NewMainEvent = {
  name: 'Pacific Voyaging Gala 2027',
  description:
    'An evening under the stars with the crews of the voyaging canoes: dinner, chant and the stories of the crossing. Registration fee $25.00 per attendee.',
  status: 'ACTIVE',
  startDate: honoluluTime('2027-08-14T18:00'),
  endDate: honoluluTime('2027-08-14T22:00'),
  location: 'Kewalo Basin Harbor, Honolulu, HI 96814',
  ...DEMO_BRANDING,
  capacity: 300,
  requiresReview: false,
  registrationFee: 2500,
};

type DemoSubEvent = Omit<NewSubEvent, 'mainEventId' | 'startDate' | 'endDate' | 'registrationFee'> & {
  start: string;
  end: string;
};

/**
 * A dozen activities covering what the screens must handle: free and paid (cents), a capacity of
 * two with and without a waitlist, a free one of three places with a waitlist (Traditional Tattoo:
 * the promotion email), paid ones with a waitlist (the offer to pay), and an INACTIVE and a
 * CANCELLED one that must never be listed. Each has a picture, `activity-<slug>.svg`.
 */
const activities: DemoSubEvent[] = [
  {
    name: 'Opening Ceremony',
    location: 'Waikīkī Shell',
    capacity: 4000,
    isAllowWaitList: false,
    activityRegistrationFee: 0,
    start: '2027-06-06T17:00',
    end: '2027-06-06T20:00',
    description: 'Canoe arrival, chants of welcome and the parade of delegations.',
  },
  {
    name: 'Hula Kahiko Workshop',
    location: 'Hawaiʻi Convention Center, Room 301',
    capacity: 30,
    isAllowWaitList: true,
    activityRegistrationFee: 2500,
    start: '2027-06-07T09:00',
    end: '2027-06-07T11:30',
    description: 'Ancient hula with a kumu hula: basic steps, posture and the chant that carries them.',
  },
  {
    name: 'Voyaging Canoe Sail',
    location: 'Kewalo Basin Harbor',
    capacity: 2,
    isAllowWaitList: true,
    activityRegistrationFee: 7500,
    start: '2027-06-08T07:00',
    end: '2027-06-08T10:00',
    description: 'Two seats aboard a double-hulled voyaging canoe with its crew; wayfinding by sun and swell.',
  },
  {
    name: 'Lei Making Class',
    location: 'Hawaiʻi Convention Center, Room 305',
    capacity: 2,
    isAllowWaitList: false,
    activityRegistrationFee: 1500,
    start: '2027-06-08T13:00',
    end: '2027-06-08T14:30',
    description: 'A small class: string a lei of plumeria and tī leaf to take home.',
  },
  {
    name: 'Tapa Cloth Printing',
    location: 'Bishop Museum, Hawaiian Hall Lawn',
    capacity: 20,
    isAllowWaitList: false,
    activityRegistrationFee: 3500,
    start: '2027-06-09T10:00',
    end: '2027-06-09T12:00',
    description: 'Beat, dye and print bark cloth with Samoan and Tongan master makers.',
  },
  {
    name: 'Pacific Film Night',
    location: 'Doris Duke Theatre',
    capacity: 250,
    isAllowWaitList: true,
    activityRegistrationFee: 0,
    start: '2027-06-09T19:00',
    end: '2027-06-09T22:00',
    description: 'Short films by Pacific Islander directors, followed by a talk with the filmmakers.',
  },
  {
    name: 'Ukulele Masterclass',
    location: 'Hawaiʻi Convention Center, Room 310',
    capacity: 15,
    isAllowWaitList: true,
    activityRegistrationFee: 4000,
    start: '2027-06-10T14:00',
    end: '2027-06-10T16:00',
    description: 'Strumming patterns and slack-key tunings with festival headliners. Bring your own ukulele.',
  },
  {
    name: 'Traditional Tattoo: Art and Meaning',
    location: 'Hawaiʻi Convention Center, Theater',
    capacity: 3,
    isAllowWaitList: true,
    activityRegistrationFee: 0,
    start: '2027-06-11T10:00',
    end: '2027-06-11T11:30',
    description: 'A circle of three with tatau, kākau and tā moko practitioners on the meaning of their designs.',
  },
  {
    name: 'Kapa Haka Showcase',
    location: 'Waikīkī Shell',
    capacity: 3000,
    isAllowWaitList: false,
    activityRegistrationFee: 0,
    start: '2027-06-12T18:00',
    end: '2027-06-12T20:30',
    description: 'Māori performing arts: haka, waiata and poi by groups from Aotearoa.',
  },
  {
    name: 'Festival Lūʻau',
    location: 'Ala Moana Beach Park, Magic Island',
    capacity: 400,
    isAllowWaitList: true,
    activityRegistrationFee: 9500,
    start: '2027-06-13T17:30',
    end: '2027-06-13T21:00',
    description: 'An evening feast of kālua pig, poi and haupia with music and dance from every delegation.',
  },
  {
    name: 'Closing Ceremony',
    location: 'Waikīkī Shell',
    capacity: 4000,
    isAllowWaitList: false,
    activityRegistrationFee: 0,
    start: '2027-06-15T17:00',
    end: '2027-06-15T21:00',
    description: 'The handing over to the next host nation.',
  },
  {
    name: 'Lauhala Weaving Circle',
    status: 'INACTIVE',
    location: 'Bishop Museum, Atherton Hālau',
    capacity: 12,
    isAllowWaitList: true,
    activityRegistrationFee: 2000,
    start: '2027-06-11T13:00',
    end: '2027-06-11T16:00',
    description: 'Not yet open: weaving mats and hats from pandanus leaves.',
  },
  {
    name: 'Sunrise Paddle at Ala Moana',
    status: 'CANCELLED',
    location: 'Ala Moana Beach Park',
    capacity: 24,
    isAllowWaitList: false,
    activityRegistrationFee: 3000,
    start: '2027-06-14T06:00',
    end: '2027-06-14T08:00',
    description: 'Cancelled: outrigger canoe paddle at first light.',
  },
];

/** `Festival Lūʻau` → `festival-luau`: the picture's file name. */
export const activitySlug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');

export function demoSubEvents(mainEventId: string): NewSubEvent[] {
  return activities.map(({ start, end, status, ...activity }) => ({
    ...activity,
    imageUrl: `${DEMO_MEDIA_PREFIX}activity-${activitySlug(activity.name)}.svg`,
    mainEventId,
    status: status ?? 'ACTIVE',
    registrationFee: 0,
    startDate: honoluluTime(start),
    endDate: honoluluTime(end),
  }));
}
