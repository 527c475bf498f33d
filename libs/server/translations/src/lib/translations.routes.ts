import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  CollectedKeys,
  DataEnvelope,
  ErrorBody,
  ListEnvelope,
  Locale,
  LocaleCodeParams,
  LocaleLanguage,
  LOCALE_CODE_PATTERN,
  Quote,
  TranslationInput,
  TranslationRow,
  TranslationTableQuery,
} from '@festival/shared-util-api-contracts';
import { invalidatesPublicReads, NotFoundError, UnauthorizedError } from '@festival/server-platform';
import type {} from '@festival/server-auth';
import type { QuoteProvider } from './quotes';
import { seedTranslations } from './seed';
import {
  collectKeys,
  listLocales,
  localeLanguage,
  saveTranslation,
  sourceFile,
  translationFile,
  translationTable,
  type TranslationFile,
} from './translations.service';

const tags = ['translations'];

/**
 * The public reads' cache tag of what is written with the saved translations (the attendee home
 * filled in the visitor's language): a saved translation invalidates it.
 */
export const TRANSLATIONS_TAG = 'translations';
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

function actorOf(request: FastifyRequest): string {
  if (!request.principal) throw new UnauthorizedError();
  return request.principal.sub;
}

export interface TranslationsRoutesOptions {
  quotes: QuoteProvider;
}

/** Under the API prefix: locales, the locale language, the admin translations table and the random quote. */
export const translationsRoutes: FastifyPluginAsyncTypebox<TranslationsRoutesOptions> = async (app, { quotes }) => {
  await seedTranslations(app.db);
  invalidatesPublicReads(app, TRANSLATIONS_TAG);

  app.get(
    '/locales',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The languages the switcher offers (SPEC.md §3 Locale)',
        response: { 200: DataEnvelope(Type.Array(Locale)), 429: ErrorBody },
      },
    },
    async () => ({ data: await listLocales(app.db) }),
  );

  app.get(
    '/locales/:code',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The locale language: a locale and how much of the English source it translates',
        params: LocaleCodeParams,
        response: { 200: DataEnvelope(LocaleLanguage), ...errors },
      },
    },
    async (request) => ({ data: await localeLanguage(app.db, request.params.code) }),
  );

  app.get(
    '/translations',
    {
      config: { permission: 'TRANSLATION:R' },
      schema: {
        tags,
        summary: 'Every key (English source, collected by the apps, translated) with its text in each language',
        security,
        querystring: TranslationTableQuery,
        response: { 200: ListEnvelope(TranslationRow), ...errors },
      },
    },
    async (request) => translationTable(app.db, request.query),
  );

  app.put(
    '/translations/:code',
    {
      config: { permission: 'TRANSLATION:U' },
      schema: {
        tags,
        summary: 'Saves one translation (an empty value removes it); audited; served on the next fetch',
        security,
        params: LocaleCodeParams,
        body: TranslationInput,
        response: {
          200: DataEnvelope(Type.Object({ key: Type.String(), value: Type.Union([Type.String(), Type.Null()]) })),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await saveTranslation(app.db, actorOf(request), request.params.code, request.body) }),
  );

  app.get(
    '/quotes/random',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A random Pacific proverb or quote, its meaning in the asked language',
        querystring: Type.Object(
          { language: Type.Optional(Type.String({ pattern: LOCALE_CODE_PATTERN })) },
          { additionalProperties: false },
        ),
        response: { 200: DataEnvelope(Quote), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await quotes.random(request.query.language ?? 'en') };
    },
  );
};

export interface TranslationFilesOptions {
  /** Key collection (TRANSLATION_COLLECTION); null when off. */
  collection: { apiKey: string } | null;
}

/** One minute at a CDN, revalidated by ETag in browsers: a saved translation shows on the next fetch. */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate';

function sendFile(request: FastifyRequest, reply: FastifyReply, translation: TranslationFile) {
  reply.header('etag', translation.etag).header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === translation.etag)) {
    return reply.status(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(translation.body);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** At the root: the translation files (SPEC.md §7 static assets host) and the key collection endpoint. */
export const translationFilesRoutes: FastifyPluginAsyncTypebox<TranslationFilesOptions> = async (
  app,
  { collection },
) => {
  app.get(
    '/translation/translate.json',
    { config: { public: true }, schema: { tags, summary: 'The English source strings, by namespace' } },
    async (request, reply) => sendFile(request, reply, sourceFile()),
  );

  app.get(
    '/translation/:file',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A language’s translation, by namespace (`fr.json`); 404 for a language that does not exist',
        params: Type.Object({ file: Type.String({ maxLength: 40 }) }, { additionalProperties: false }),
        response: { 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const code = /^([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?)\.json$/.exec(request.params.file)?.[1];
      if (!code) throw new NotFoundError('There is no such translation file');
      return sendFile(request, reply, await translationFile(app.db, code));
    },
  );

  app.post(
    '/translation-svc/v1/translations',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Keys the apps met without a translation (api-key header); each is stored once',
        headers: Type.Object({ 'api-key': Type.Optional(Type.String({ maxLength: 200 })) }),
        body: CollectedKeys,
        response: { 200: DataEnvelope(Type.Object({ stored: Type.Integer() })), ...errors, 422: ErrorBody },
      },
    },
    async (request) => {
      if (!collection) throw new NotFoundError('Translation key collection is off');
      const given = request.headers['api-key'];
      if (typeof given !== 'string' || !sameSecret(given, collection.apiKey))
        throw new UnauthorizedError('A valid api-key header is required');
      return { data: { stored: await collectKeys(app.db, request.body.keys) } };
    },
  );
};
