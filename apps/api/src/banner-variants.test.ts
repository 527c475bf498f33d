import type { ListResult, MainEvent } from '@festival/shared-util-api-contracts';
import { BANNER_SIZES } from '@festival/shared-util-site';
import type { FastifyInstance } from 'fastify';
import { prerenderedDataOf, startFilledPagesApp } from './filled-pages-testing';

// The build makes the demo banner's WebP sizes (apps/api/build.mjs); the source tree has none, so
// the app is given the sizes a build has (buildApp's builtImageVariants), for the demo banner only.
const BUILT = [
  { url: '/media/demo/banner-640w.webp', width: 640 },
  { url: '/media/demo/banner-1600w.webp', width: 1600 },
];
const builtVariants = (url: string) => (url === '/media/demo/banner.svg' ? BUILT : []);

describe("the festival banner's sized variants (issue 14: sized with srcset)", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startFilledPagesApp({ builtImageVariants: builtVariants }));
  });
  afterAll(async () => {
    await close?.();
  });

  it('come with the event from GET /events/active and GET /events/{id}', async () => {
    const active = await app.inject('/api-svc/v1/events/active');
    expect(active.statusCode).toBe(200);
    const [event] = active.json<ListResult<MainEvent>>().data;
    expect(event).toMatchObject({ bannerImage: '/media/demo/banner.svg', bannerImageVariants: BUILT });
    const detail = await app.inject(`/api-svc/v1/events/${event.id}`);
    expect(detail.json().data).toMatchObject({ bannerImage: '/media/demo/banner.svg', bannerImageVariants: BUILT });
  });

  it('are the ones the filled home offers in its srcset, and its data block carries them for the app', async () => {
    const home = await app.inject({ url: '/', headers: { accept: 'text/html', host: 'user.localhost:8080' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(
      `<img src="/media/demo/banner-640w.webp" srcset="/media/demo/banner-640w.webp 640w, /media/demo/banner-1600w.webp 1600w" sizes="${BANNER_SIZES}"`,
    );
    const data = prerenderedDataOf<{ queries: { data: ListResult<MainEvent> }[] }>(home.body);
    expect(data.queries[0].data.data[0].bannerImageVariants).toEqual(BUILT);
  });
});
