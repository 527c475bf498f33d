import Fastify, { type FastifyInstance } from 'fastify';
import Type from 'typebox';
import { createValidatorCompiler } from './validation';
import { errorHandlerPlugin } from './error-handler';
import { BusinessRuleError, ConflictError, ForbiddenError, RateLimitError } from './http-errors';

describe('error handler', () => {
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    app = Fastify({
      bodyLimit: 1024,
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    app.setValidatorCompiler(createValidatorCompiler());
    await app.register(errorHandlerPlugin);
    const Body = Type.Object(
      {
        name: Type.String({ minLength: 1 }),
        count: Type.Integer({ minimum: 1 }),
        order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
      },
      { additionalProperties: false },
    );
    app.post('/echo', { schema: { body: Body } }, async (request) => ({ data: request.body }));
    app.get('/conflict', async () => {
      throw new ConflictError('Already registered');
    });
    app.get('/rule', async () => {
      throw new BusinessRuleError('Registration is closed');
    });
    app.get('/forbidden', async () => {
      throw new ForbiddenError();
    });
    app.get('/slow-down', async () => {
      throw new RateLimitError(undefined, 7);
    });
    // What drizzle throws when pg-pool has no connection free within its wait (a burst).
    app.get('/busy', async () => {
      throw new Error('Failed query: select 1', { cause: new Error('timeout exceeded when trying to connect') });
    });
    app.get('/bug', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'secret internals')");
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': contentType } });

  it('accepts valid input', async () => {
    const response = await post(JSON.stringify({ name: 'Kai', count: 2 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: 'Kai', count: 2 } });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await post('{"name": "Kai", ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('answers 400 for an empty JSON body', async () => {
    expect((await post('')).statusCode).toBe(400);
  });

  it('answers 400 with field errors for wrong types, without coercing them', async () => {
    const response = await post(JSON.stringify({ name: 42, count: '2', extra: true, order: 'up' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid input',
      code: 'BAD_REQUEST',
      errors: expect.arrayContaining([
        { field: 'body.name', message: 'must be string' },
        { field: 'body.count', message: 'must be integer' },
        { field: 'body.extra', message: 'is not allowed' },
        { field: 'body.order', message: 'must be one of asc, desc' },
      ]),
    });
    expect(response.json().errors).toHaveLength(4);
  });

  it('answers 400 naming a missing field', async () => {
    expect((await post(JSON.stringify({ name: 'Kai' }))).json().errors).toEqual([
      { field: 'body.count', message: 'is required' },
    ]);
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(5000), count: 1 }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 415 for a content type it does not read', async () => {
    const response = await post('name=Kai', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it.each([
    ['/conflict', 409, { message: 'Already registered', code: 'CONFLICT' }],
    ['/rule', 422, { message: 'Registration is closed', code: 'UNPROCESSABLE' }],
    ['/forbidden', 403, { message: 'Forbidden', code: 'FORBIDDEN_READ' }],
    ['/slow-down', 429, { message: 'Too many requests, please try again later.', code: 'RATE_LIMITED' }],
    ['/nowhere', 404, { message: 'Not found: GET /nowhere', code: 'NOT_FOUND' }],
  ])('maps %s to %i', async (url, status, body) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it('answers 503 with Retry-After, not 500, when no database connection is free in time', async () => {
    const response = await app.inject('/busy');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('hides a real bug behind a logged 500', async () => {
    const response = await app.inject('/bug');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'An error has occurred', code: 'INTERNAL' });
    expect(logged.join('')).toContain('secret internals');
  });
});
