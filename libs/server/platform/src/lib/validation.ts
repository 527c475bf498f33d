import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS; depending on the loader its function sits on `default` or not.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

const common: Options = {
  allErrors: true,
  // Unknown properties are an error (schemas say additionalProperties: false), never silently dropped.
  removeAdditional: false,
  useDefaults: true,
  strict: false,
};

function createAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...common, ...options });
  addFormats(ajv);
  return ajv;
}

/**
 * Query strings, path parameters and headers arrive as text, so they are coerced (`take=5` → 5).
 * Bodies are JSON and already typed: `"5"` where a number belongs is a 400, not a silent fix.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const coercing = createAjv({ coerceTypes: 'array' });
  const strict = createAjv({ coerceTypes: false });
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema as object);
}
