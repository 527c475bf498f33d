import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { CONTRACT_FORMATS } from '@festival/shared-util-api-contracts';

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
  // The contracts' own formats (web links and pictures), their rules written once in the contracts.
  for (const [name, validate] of Object.entries(CONTRACT_FORMATS)) ajv.addFormat(name, { type: 'string', validate });
  return ajv;
}

/**
 * Query strings, path parameters and headers arrive as text, so they are coerced (`take=5` → 5).
 * Bodies are JSON and already typed: `"5"` where a number belongs is a 400, not a silent fix.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const coercing = createAjv({ coerceTypes: 'array' });
  const strict = createAjv({ coerceTypes: false });
  return ({ schema, httpPart }) => refusingNul((httpPart === 'body' ? strict : coercing).compile(schema as object));
}

/**
 * Where a NUL character sits in the input (`/attendees/0/firstName`), or null. PostgreSQL cannot
 * store one in text, so it is refused with the other bad input rather than failing in the database.
 * Walks without recursion: a body may nest arrays thousands deep.
 */
export function nulPath(input: unknown): string | null {
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push([item, `${path}/${index}`]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return `${path}/${key}`;
        stack.push([item, `${path}/${key}`]);
      }
    }
  }
  return null;
}

function refusingNul(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    const path = nulPath(data);
    if (path !== null) {
      const error: ErrorObject = {
        instancePath: path,
        schemaPath: '#',
        keyword: 'nul',
        params: {},
        message: 'must not contain a NUL character',
      };
      checked.errors = [error];
      return false;
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return checked;
}
