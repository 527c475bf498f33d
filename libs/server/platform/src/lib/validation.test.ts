import Fastify from 'fastify';
import { errorHandlerPlugin } from './error-handler';
import { createValidatorCompiler, nulPath } from './validation';

describe('nulPath', () => {
  it('finds a NUL character in a value or a key, however deep, without recursion', () => {
    expect(nulPath({ a: ['x', { b: 'y\u0000' }] })).toBe('/a/1/b');
    expect(nulPath({ ['k\u0000']: 1 })).toBe('/k\u0000');
    expect(nulPath({ a: 'fine', b: [1, true, null] })).toBeNull();
    expect(nulPath(JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`))).toMatch(/^(\/0)+$/);
  });
});

describe('createValidatorCompiler', () => {
  it('refuses a NUL character in a query or a body with 400 before the route runs', async () => {
    const app = Fastify();
    app.setValidatorCompiler(createValidatorCompiler());
    await app.register(errorHandlerPlugin);
    let ran = 0;
    const schema = {
      querystring: { type: 'object', properties: { search: { type: 'string' } } },
      body: { type: 'object', properties: { name: { type: 'string' } } },
    };
    app.post('/things', { schema }, async () => ({ ran: (ran += 1) }));
    const query = await app.inject({ method: 'POST', url: '/things?search=a%00b', payload: {} });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual([{ field: 'query.search', message: 'must not contain a NUL character' }]);
    const body = await app.inject({ method: 'POST', url: '/things', payload: { name: 'a\u0000b' } });
    expect(body.statusCode).toBe(400);
    expect(ran).toBe(0);
    expect((await app.inject({ method: 'POST', url: '/things?search=ab', payload: { name: 'ab' } })).statusCode).toBe(
      200,
    );
    await app.close();
  });
});
