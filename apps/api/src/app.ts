import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from '@festival/server-db';
import {
  API_BASE_URL,
  asArray,
  authenticatePlugin,
  createMetrics,
  createValidatorCompiler,
  databasePlugin,
  errorHandlerPlugin,
  healthRoutes,
  loggerOptions,
  metricsPlugin,
  publicReadsPlugin,
  rateLimitPlugin,
  renderSignInShell,
  securityHeadersPlugin,
  siteConfigFor,
  sitesPlugin,
  type SignInSite,
  type SiteConfigSettings,
  type TokenVerifier,
} from '@festival/server-platform';
import { contentsRoutes } from '@festival/server-contents';
import {
  bundledQuoteProvider,
  httpQuoteProvider,
  isLocaleOffered,
  namespaceTranslation,
  offeredLocaleCodes,
  translationFilesRoutes,
  translationsRoutes,
  TRANSLATIONS_TAG,
} from '@festival/server-translations';
import { allowHttpWebLinks, type ImageVariant } from '@festival/shared-util-api-contracts';
import { pageLanguage } from '@festival/shared-util-i18n';
import { adminRoutes, attendeeRoutes, identityRoutes, routeParams, type Site } from '@festival/shared-util-site';
import {
  activeFestivalLink,
  bannersAndActivityPictures,
  EVENTS_TAG,
  eventImagesAmong,
  eventsRoutes,
  listActiveEvents,
  renderHomeShell,
  staffEventsRoutes,
  type EventPictures,
} from '@festival/server-events';
import { DEMO_MEDIA_PREFIX, demoImageVariants, demoMediaFolder } from '@festival/server-seed';
import {
  createIdpContext,
  embeddedIdpVerifierOptions,
  idpRoutes,
  pruneRateCounters,
  type IdpContext,
} from '@festival/server-idp';
import { createApiTokenVerifier } from '@festival/server-auth';
import { avatarsAmong, languageOfEmail, usersRoutes } from '@festival/server-users';
import { adminUsersRoutes, auditLogRoutes, rolesRoutes } from '@festival/server-admin-users';
import { accessControlPlugin, permissionsRoutes } from '@festival/server-permissions';
import {
  delegationKeyUsage,
  eventRegistrations,
  registrationsRoutes,
  signaturesAmong,
  staffRegistrationsRoutes,
} from '@festival/server-registrations';
import {
  createFileStorage,
  filesRoutes,
  forgetImageVariants,
  heldWithImageVariants,
  IMAGE_VARIANTS_JOB,
  imageVariantsJob,
  imageVariantsLookup,
  imageVariantsRequester,
  ownFileChecker,
  requestMissingImageVariants,
  storedFileChecker,
  startOrphanSweeper,
  type OrphanSweeper,
} from '@festival/server-files';
import { createMailer, createTransportFromConfig, mailboxRoutes, type Mailer } from '@festival/server-mail';
import {
  activitiesRoutes,
  activityJobs,
  activitiesDeps,
  bookedActivities,
  activitiesChangedAt,
  filledActivityList,
  staffActivitiesRoutes,
  releaseActivityPlacesOf,
  staffActivities,
} from '@festival/server-activities';
import { createJobQueue, measuredJobQueue, type JobQueue } from '@festival/server-jobs';
import { createGateway, createPayments, type PaymentsService } from '@festival/server-payments';
import { checkInKeys, checkInTokenSigner, walletRoutes } from '@festival/server-wallet';
import { checkInRoutes } from '@festival/server-check-in';
import { csvExportsPlugin } from '@festival/server-exports';
import { volunteersRoutes } from '@festival/server-volunteers';
import { accreditedMedia, mediaRoutes, staffMediaRoutes } from '@festival/server-media';
import { staffVolunteersRoutes } from '@festival/server-volunteers';
import { browserOrigins, publicOrigin } from './browser-origins';
import type { ApiConfig } from './config';
import { scrapedGauges } from './metrics-gauges';
import { securityRequirementTransform } from './openapi-security';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background sweep of uploads nothing refers to; `runOnce` sweeps now. */
    orphanSweeper: OrphanSweeper;
    /** Background jobs (pg-boss on PostgreSQL, in-process on PGlite): modules register handlers with `work`. */
    jobs: JobQueue;
    /** Card payments (the configured gateway); `reconcilePending` is also the `reconcile-payments` sweep. */
    payments: PaymentsService;
    /** The outbox and its delivery loop; `processDue` delivers what is due now (the benches drain it). */
    mailer: Mailer;
  }
}

export interface AppOptions {
  config: ApiConfig;
  /** Opened (and later closed) by the caller: main.ts or a test. */
  database: Database;
  /** Checks bearer tokens; by default the configured provider's (embedded idp or Cognito, see libs/server/auth). */
  tokenVerifier?: TokenVerifier;
  /** Identity values for /config.json; defaults come from the config (embedded idp). */
  identitySettings?: SiteConfigSettings['identity'];
  /** Where log lines go (stdout by default): a test captures them. */
  logStream?: { write(line: string): void };
  /** Background jobs; by default pg-boss on PostgreSQL, the in-process queue on PGlite (createJobQueue). */
  jobs?: JobQueue;
  /** Card payments; by default createPayments over the configured gateway (sandbox or Authorize.net). */
  payments?: PaymentsService;
  /**
   * The sized copies the build made of a picture (by its URL), for srcset; by default the demo's
   * (demoImageVariants). Uploads get theirs from the `image-variants` job (libs/server/files).
   */
  builtImageVariants?: (url: string) => ImageVariant[];
}

/** Paths the server owns on every host: a miss there is a JSON 404, never an app page. */
// Only the demo pictures' folder under /media: /media itself is the attendee site's media page (SPEC.md §2).
const SERVER_PREFIXES = ['/api-svc', '/translation-svc', '/idp', DEMO_MEDIA_PREFIX.replace(/\/$/, '')];

/** The sign-in page of each site the server fills one for (issue 14 point 4). */
const SIGN_IN_PAGES: Partial<Record<Site, string>> = {
  admin: adminRoutes.signIn.getHref(),
  identity: identityRoutes.root.getHref(),
};

/** Builds the whole server, ready to `inject` or `listen`: external plugins, our plugins, then the modules. */
export async function buildApp({
  config,
  database,
  tokenVerifier,
  identitySettings,
  logStream,
  jobs: givenJobs,
  payments: givenPayments,
  builtImageVariants = demoImageVariants,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config.logLevel, logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // http:// links only on the embedded default (served over http on one machine); https:// in production.
  allowHttpWebLinks(!config.production);
  app.setValidatorCompiler(createValidatorCompiler());
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // First, so that every route registered after it, ours or a plugin's, is in its access table.
  await app.register(accessControlPlugin, { publicPrefixes: [`${API_BASE_URL}/docs`] });

  // External plugins.
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Festival portal API',
        version: '1.0.0',
        description: 'The API of the festival registration portal (SPEC.md §7).',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: securityRequirementTransform,
  });
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: `${API_BASE_URL}/docs` });
  await app.register(securityHeadersPlugin, browserOrigins(config));
  // Fastify reads no body on a GET or HEAD, so @fastify/compress's request decompression (a hook on
  // each request) is left off those routes. Added before the plugin: its own onRoute hook reads the option.
  app.addHook('onRoute', (route) => {
    if (asArray(route.method).every((method) => method === 'GET' || method === 'HEAD')) route.decompress ??= false;
  });
  // Dynamic JSON answers above 4 KB, compressed on the fly (quickly: brotli quality 4); the sites' files come
  // precompressed and the public reads are kept compressed from 1 KB (publicReadsPlugin), both compressed once.
  // Below 4 KB an answer fits TCP's first flight (10 segments) either way, so compressing it per request
  // saves no round trip and at most about 3 KB, for 0.4–0.9 ms of CPU through @fastify/compress's streams
  // (a registration's 1.3 KB answer: 0.5 ms to save 0.8 KB; measured with inject, gzip and br alike).
  await app.register(fastifyCompress, {
    threshold: 4096,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // Our plugins.
  await app.register(errorHandlerPlugin);
  await app.register(databasePlugin, { database });
  // The public reads (events, activities, reference lists) answered from memory; see the plugin.
  await app.register(publicReadsPlugin, { ttlSeconds: config.publicReadCacheSeconds });
  await app.register(rateLimitPlugin, {
    max: config.rateLimitPerMinute,
    windowMs: 60_000,
    appliesTo: (request: FastifyRequest) => request.url.startsWith('/api-svc/'),
  });

  // First of the modules, so its hook times every answer; the gauges are read only when Prometheus scrapes.
  const metrics = createMetrics();
  await app.register(metricsPlugin, {
    metrics,
    token: config.metricsToken,
    scraped: scrapedGauges(database, () => app.jobs),
  });

  // Modules.
  await app.register(healthRoutes);
  const mailer = createMailer({
    db: database.db,
    transport: createTransportFromConfig(database.db, config.mail),
    festivalName: config.mail.festivalName,
    logger: app.log,
    // Each user's emails in the language they chose (PUT /me/language).
    languageOf: (email) => languageOfEmail(database.db, email),
    // The registration emails' check-in QR, signed with the wallet's key when the message is rendered.
    signPass: checkInTokenSigner(database.db),
  });
  mailer.start();
  app.addHook('onClose', () => mailer.close());
  app.decorate('mailer', mailer);
  if (config.mail.devMailboxEnabled && !config.production) await app.register(mailboxRoutes, { db: database.db });
  // The embedded identity provider serves the `local_` pool; a real Cognito pool needs none.
  let idpContext: IdpContext | null = null;
  if (config.idp) {
    idpContext = createIdpContext(database.db, config.idp, mailer);
    await app.register(idpRoutes, { context: idpContext });
  }
  // Bearer ID tokens of the embedded idp or of the Cognito pool, one code path (libs/server/auth).
  await app.register(authenticatePlugin, {
    tokenVerifier:
      tokenVerifier ?? createApiTokenVerifier(config.identity, idpContext && embeddedIdpVerifierOptions(idpContext)),
  });
  const fileStorage = createFileStorage(config.files, config.dataDir, API_BASE_URL);
  // Uploads that no profile or registration came to hold (redrawn signatures, replaced avatars);
  // an event picture's sized copies are held with it, and their records go when it goes.
  const sweeper = startOrphanSweeper({
    storage: fileStorage,
    sources: {
      avatars: (paths) => avatarsAmong(database.db, paths),
      signature: (paths) => signaturesAmong(database.db, paths),
      'event-images': heldWithImageVariants(database.db, (paths) => eventImagesAmong(database.db, paths)),
    },
    onRemoved: (_type, keys) => forgetImageVariants(database.db, keys),
    logger: app.log,
  });
  app.addHook('onClose', async () => sweeper.stop());
  app.decorate('orphanSweeper', sweeper);
  // Started once every module has registered its handlers (below, after ready); stopped on close.
  const jobs = measuredJobQueue(givenJobs ?? createJobQueue(database, app.log), metrics);
  app.addHook('onClose', () => jobs.stop());
  app.decorate('jobs', jobs);
  const payments =
    givenPayments ?? createPayments({ db: database.db, gateway: createGateway(config.payments), logger: app.log });
  app.decorate('payments', payments);
  jobs.work(
    'reconcile-payments',
    async () => {
      await payments.reconcilePending();
    },
    { everyMs: 60_000 },
  );
  if (idpContext) {
    // Rate-limit counters of ended windows (an address or a mistyped account seen once) are deleted hourly.
    const context = idpContext;
    jobs.work('prune-idp-rate-counters', async () => void (await pruneRateCounters(context)), { everyMs: 60 * 60_000 });
  }
  // The pictures staff save (banners, activity pictures): checked on save, then sized copies (WebP,
  // for srcset) made by a job; the public reads list them once they are recorded.
  const imageVariants = imageVariantsLookup(database.db, builtImageVariants);
  jobs.work(
    IMAGE_VARIANTS_JOB,
    imageVariantsJob({
      db: database.db,
      storage: fileStorage,
      logger: app.log,
      onReady: () => app.publicReads.invalidate(EVENTS_TAG),
    }),
  );
  const pictures: EventPictures = {
    check: storedFileChecker(fileStorage, 'event-images'),
    variants: imageVariants,
    requestVariants: imageVariantsRequester(jobs, app.log),
  };
  // Activities: reservations, the waitlist's jobs (promotion, lapsed holds) and paid bookings.
  const activityOptions = {
    mailer,
    payments,
    jobs,
    offerHours: config.waitlistOfferHours,
    attendeeSiteUrl: config.attendeeSiteUrl,
    imageVariants,
  };
  const activityHandlers = activityJobs(activitiesDeps(database.db, activityOptions, app.log));
  jobs.work('promote-waitlist', activityHandlers['promote-waitlist']);
  jobs.work('expire-activity-holds', activityHandlers['expire-activity-holds'], { everyMs: 60_000 });
  // Before the modules: lists opt in to CSV export through the `csvExports` it decorates.
  await app.register(csvExportsPlugin, {
    database,
    storage: fileStorage,
    jobs,
    basePath: API_BASE_URL,
    retentionHours: config.exportRetentionHours,
    publicOrigin: (request) => {
      const { protocol, host } = publicOrigin(config, request);
      return `${protocol}://${host}`;
    },
  });
  await app.register(
    async (api) => {
      await api.register(contentsRoutes);
      await api.register(eventsRoutes, { registrations: eventRegistrations, imageVariants });
      await api.register(usersRoutes, {
        checkAvatar: ownFileChecker(fileStorage, 'avatars'),
        isLanguageOffered: isLocaleOffered,
      });
      await api.register(adminUsersRoutes, { idp: idpContext });
      await api.register(permissionsRoutes);
      await api.register(rolesRoutes, { idp: idpContext });
      await api.register(auditLogRoutes);
      await api.register(registrationsRoutes, {
        mailer,
        attendeeSiteUrl: config.attendeeSiteUrl,
        payments,
        checkSignature: ownFileChecker(fileStorage, 'signature'),
        writesPerHour: config.registrationWritesPerHour,
        releaseActivityPlaces: releaseActivityPlacesOf,
      });
      await api.register(filesRoutes, {
        storage: fileStorage,
        quota: config.files.quota,
        publicOrigin: (request) => {
          const { protocol, host } = publicOrigin(config, request);
          return `${protocol}://${host}`;
        },
      });
      await api.register(staffRegistrationsRoutes, { mailer, activities: staffActivities });
      await api.register(activitiesRoutes, activityOptions);
      await api.register(staffEventsRoutes, { registrations: delegationKeyUsage, pictures });
      await api.register(staffActivitiesRoutes, { ...activityOptions, pictures });
      await api.register(walletRoutes, {
        ...config.wallet,
        jobs,
        festivalName: config.mail.festivalName,
        activities: { bookedFor: bookedActivities, changedAt: activitiesChangedAt },
        media: { applicationOf: accreditedMedia },
        webServiceUrl: (request) => {
          const { protocol, host } = publicOrigin(config, request);
          return `${protocol}://${host}${API_BASE_URL}/wallet-service`;
        },
      });
      await api.register(checkInRoutes, { keySet: checkInKeys(database.db).keySet });
      await api.register(volunteersRoutes, {
        mailer,
        storage: fileStorage,
        festivalName: config.mail.festivalName,
        publicOrigin: (request) => {
          const { protocol, host } = publicOrigin(config, request);
          return `${protocol}://${host}`;
        },
      });
      await api.register(mediaRoutes, { mailer, checkDocument: ownFileChecker(fileStorage, 'documents') });
      await api.register(staffMediaRoutes);
      await api.register(translationsRoutes, {
        quotes: config.quoteService
          ? httpQuoteProvider({
              ...config.quoteService,
              fallback: bundledQuoteProvider(),
              onError: (error) => app.log.warn({ err: error }, 'quote service failed'),
            })
          : bundledQuoteProvider(),
      });
      await api.register(staffVolunteersRoutes, { mailer });
      if (config.apiDocs)
        api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_BASE_URL },
  );
  await app.register(translationFilesRoutes, { collection: config.translationCollection });
  await app.register(fastifyStatic, {
    root: demoMediaFolder(),
    prefix: DEMO_MEDIA_PREFIX,
    decorateReply: false,
    maxAge: '1d',
  });

  const settings: SiteConfigSettings = {
    environment: config.production ? 'production' : 'embedded',
    identity: identitySettings ?? { ...config.identity, endpoint: config.identity.endpoint ?? undefined },
    multiLanguage: config.multiLanguage,
    devTools: !config.production,
    ...(config.translationCollection ? { translationCollection: config.translationCollection } : {}),
    festivalSiteUrl: config.festivalSiteUrl ?? undefined,
    festivalName: config.mail.festivalName,
    contactEmail: config.contactEmail ?? undefined,
  };
  await app.register(sitesPlugin, {
    sitesDir: config.sitesDir,
    reservedPrefixes: SERVER_PREFIXES,
    siteConfig: async (request) =>
      siteConfigFor(
        publicOrigin(config, request),
        settings,
        settings.festivalSiteUrl ? null : await activeFestivalLink(database.db),
      ),
    // The attendee home arrives filled with the active festival (issue 14 point 3), and the activity
    // list with the event's activities (issue 14), kept with the public reads (invalidated with the
    // events and the translations); sent with a nonce of its own and revalidated on each visit (sites.ts). It is written in the visitor's language (the locale
    // cookie the sites set, else Accept-Language when the site offers a choice): one page per
    // language, varied on both.
    //
    // The sign-in pages (the admin site's /sign-in, the identity site's /) arrive filled with their
    // form the same way (issue 14 point 4), kept per language and per identity site (the admin's
    // "Forgot password?" points there).
    fillPage: async (request, { site, path, template }) => {
      const signInSite = SIGN_IN_PAGES[site] === path ? (site as SignInSite) : null;
      const activityList = site === 'attendee' ? routeParams(attendeeRoutes.mySubEvent, path) : null;
      if (!signInSite && !activityList && (site !== 'attendee' || path !== '/')) return undefined;
      const language = pageLanguage({
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
        offered: await offeredLocaleCodes(database.db),
        negotiate: config.multiLanguage,
      });
      const vary = ['cookie', 'accept-language'];
      if (signInSite) {
        // Where the app finds the session and the identity site: its own /config.json's answer.
        const { identity, links } = siteConfigFor(publicOrigin(config, request), settings, null);
        const html = await app.publicReads.text(
          `${signInSite} sign-in page ${language} ${links.identitySite} ${identity.cookieDomain ?? ''}`,
          [TRANSLATIONS_TAG],
          async () =>
            renderSignInShell({
              template: await template(),
              site: signInSite,
              language,
              translations: Object.fromEntries(
                await Promise.all(
                  (['auth', 'common', signInSite] as const).map(
                    async (namespace) =>
                      [namespace, await namespaceTranslation(database.db, language, namespace)] as const,
                  ),
                ),
              ),
              session: identity,
              forgotPasswordHref: `${links.identitySite}${identityRoutes.forgotPassword.getHref()}`,
            }),
        );
        return { html, vary };
      }
      // The attendee's activity list arrives with the event's activities (their public part; the
      // attendee's own records come with the app's signed-in request): undefined for an id that
      // names no ACTIVE event, which gets the plain page.
      if (activityList) {
        const html = await filledActivityList({
          db: database.db,
          reads: app.publicReads,
          eventId: activityList['id'] ?? '',
          language,
          template,
          translation: () => namespaceTranslation(database.db, language, 'attendee'),
          tags: [TRANSLATIONS_TAG],
          imageVariants,
        });
        return html === undefined ? undefined : { html, vary };
      }
      const html = await app.publicReads.text(
        `attendee home page ${language}`,
        [EVENTS_TAG, TRANSLATIONS_TAG],
        async () =>
          renderHomeShell({
            template: await template(),
            events: await listActiveEvents(database.db, {}, imageVariants),
            language,
            translation: await namespaceTranslation(database.db, language, 'attendee'),
          }),
      );
      return { html, vary };
    },
  });

  await app.ready();
  // Pictures saved before the image-variants job existed, or whose job was lost with its process.
  await requestMissingImageVariants(
    database.db,
    pictures.requestVariants,
    await bannersAndActivityPictures(database.db),
  );
  await jobs.start();
  return app;
}
