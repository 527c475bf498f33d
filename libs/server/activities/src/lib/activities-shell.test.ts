import type { ListResult, MainEventDetail, MySubEvent } from '@festival/shared-util-api-contracts';
import { ACTIVITY_IMAGE_SIZES, PRERENDERED_DATA_ID, readPrerenderedData } from '@festival/shared-util-site';
import { FILLED_ACTIVITIES_QUERY, renderActivitiesShell } from './activities-shell';

const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" src="/assets/a.js"></script></head><body><div id="root"></div></body></html>';

const event: MainEventDetail = {
  id: '0b6f3c52-7e0b-4b8e-9c59-7d1e0e3a9a11',
  name: 'Festival <of> "Arts" & Culture',
  description: '',
  status: 'ACTIVE',
  startDate: '2027-06-06T19:00:00.000Z',
  endDate: '2027-06-16T07:00:00.000Z',
  location: 'Honolulu',
  timezone: 'Pacific/Honolulu',
  bannerImage: '/media/demo/banner.svg',
  bannerImageVariants: [],
  logoImage: '/media/demo/logo.svg',
  refLink: '',
  capacity: 10,
  registrationFee: 0,
  requiresReview: false,
  maxAttendeesPerRegistration: 10,
  subEvents: [],
};

const activity = (overrides: Partial<MySubEvent>): MySubEvent => ({
  id: '5d7a0a49-4a2e-4f0e-8b8e-2f3c8e1d2a01',
  mainEventId: event.id,
  name: 'Lei making',
  description: '',
  status: 'ACTIVE',
  capacity: 20,
  numRegistration: 3,
  isAllowWaitList: false,
  activityRegistrationFee: 2500,
  registrationFee: 0,
  // 9:30 AM in Honolulu (UTC-10).
  startDate: '2027-06-07T19:30:00.000Z',
  endDate: '2027-06-07T21:30:00.000Z',
  location: 'Hall <A>',
  imageUrl: '/media/demo/activity-lei.svg',
  imageVariants: [],
  availableSlot: 17,
  registrations: [],
  ...overrides,
});

const list = (data: MySubEvent[]): ListResult<MySubEvent> => ({
  data,
  hasNext: false,
  payloadSize: data.length,
  totalRecords: data.length,
});

const dataBlock = (html: string) =>
  readPrerenderedData(new RegExp(`id="${PRERENDERED_DATA_ID}">(.*?)</script>`).exec(html)?.[1]);

describe('renderActivitiesShell', () => {
  const two = list([
    activity({}),
    activity({
      id: '5d7a0a49-4a2e-4f0e-8b8e-2f3c8e1d2a02',
      name: 'Night sail',
      activityRegistrationFee: 0,
      availableSlot: 0,
      isAllowWaitList: true,
      imageUrl: '/media/demo/activity-sail.svg',
    }),
    activity({ id: '5d7a0a49-4a2e-4f0e-8b8e-2f3c8e1d2a03', name: 'Closing', availableSlot: 0, imageUrl: '' }),
  ]);

  it("fills #root with the event's title and each activity's public part, written as the card writes it", () => {
    const html = renderActivitiesShell({ template: TEMPLATE, event, activities: two });
    expect(html).toContain('<div id="root" data-prerendered="activities">');
    expect(html).toContain('<h1>Activities of Festival &lt;of&gt; &quot;Arts&quot; &amp; Culture</h1>');
    expect(html).toContain('<h2 id="pa-activity-0">Lei making</h2>');
    expect(html).toContain('<dd>06/07/2027 at 9:30 AM</dd>');
    expect(html).toContain('<dd>Hall &lt;A&gt;</dd>');
    expect(html).toContain('<dd>$25.00 per person</dd><');
    expect(html).toContain('<dd>17 places left</dd>');
    expect(html).toContain('<dd>Free</dd>');
    expect(html).toContain('<dd>Waitlist</dd>');
    expect(html).toContain('<dd>Full</dd>');
    expect(html).toContain('<a class="pa-back" href="/my-events">Back to my events</a>');
    // No one's records: no badge, no buttons, a placeholder where the buttons come.
    expect(html.match(/class="pa-pending"/g)).toHaveLength(3);
    expect(html).not.toContain('<button');
  });

  it('fetches the first picture with high priority, the others lazily, each sized', () => {
    const html = renderActivitiesShell({ template: TEMPLATE, event, activities: two });
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain(
      '<img src="/media/demo/activity-lei.svg" alt="" width="448" height="320" fetchpriority="high">',
    );
    expect(html).toContain('<img src="/media/demo/activity-sail.svg" alt="" width="448" height="320" loading="lazy">');
    expect(html.match(/<img /g)).toHaveLength(2);
  });

  it("offers a picture's sized variants as a srcset with the card's sizes", () => {
    const imageVariants = [
      { url: '/p-960w.webp', width: 960 },
      { url: '/p-640w.webp', width: 640 },
    ];
    const html = renderActivitiesShell({
      template: TEMPLATE,
      event,
      activities: list([activity({ imageUrl: '/p.png', imageVariants })]),
    });
    expect(html).toContain(
      `<img src="/p-640w.webp" srcset="/p-640w.webp 640w, /p-960w.webp 960w" sizes="${ACTIVITY_IMAGE_SIZES}" alt="" width="448" height="320" fetchpriority="high">`,
    );
  });

  it('hands the app the event and the list, keyed as its queries are, and sends the style with the nonce placeholder', () => {
    const html = renderActivitiesShell({ template: TEMPLATE, event, activities: two });
    expect(dataBlock(html).queries).toEqual([
      { queryKey: ['events', 'detail', event.id], data: event },
      { queryKey: ['activities', 'prefilled', event.id, FILLED_ACTIVITIES_QUERY], data: two },
    ]);
    expect(FILLED_ACTIVITIES_QUERY).toEqual({ take: 10, skip: 0, sort: 'name', order: 'asc' });
    expect(html).toMatch(/<style nonce="[^"]+">/);
    expect(html).not.toMatch(/<script>/);
    // A name cannot end the data block.
    expect(html.split('</script>')).toHaveLength(3);
  });

  it("writes the visitor's language, English where the translation lacks a key", () => {
    const html = renderActivitiesShell({
      template: TEMPLATE,
      event,
      activities: two,
      language: 'fr',
      translation: { activities: { titleFor: 'Activités de {{name}}' } },
    });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Activités de Festival &lt;of&gt;');
    expect(html).toContain('Back to my events');
  });

  it('shows the header without a list for an event without activities, and leaves a filled #root alone', () => {
    const html = renderActivitiesShell({ template: TEMPLATE, event, activities: list([]) });
    expect(html).toContain('<h1>');
    expect(html).not.toContain('<section');
    expect(html).not.toContain('rel="preload"');
    const filled = TEMPLATE.replace('<div id="root"></div>', '<div id="root">x</div>');
    expect(renderActivitiesShell({ template: filled, event, activities: two })).toBe(filled);
  });
});
