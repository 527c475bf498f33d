import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/** Fields that must never reach a log line, wherever they sit in a logged object. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'previousPassword',
  'proposedPassword',
  'cardNumber',
  'cardCode',
  'expirationDate',
  'cvv',
  'confirmationCode',
  'verificationCode',
  'token',
  'accessToken',
  'idToken',
  'refreshToken',
  'delegationKey',
];

/** Header names that carry credentials, wherever a `headers` object sits. */
const SECRET_HEADERS = ['authorization', 'cookie', 'x-api-key', 'set-cookie'];

const SECRET_FIELD_SET = new Set(SECRET_FIELDS);
const SECRET_HEADER_SET = new Set(SECRET_HEADERS);
const CENSOR = '[redacted]';

/**
 * Whether a line names any key the rules below look at. JSON writes a key as it is, quoted, so a
 * line without one of these holds nothing to redact (a request's two lines never do: their `req`
 * and `res` are built from known fields, the URL redacted by redactUrl).
 */
const MAY_HOLD_SECRET = new RegExp(`"(?:${[...SECRET_FIELDS, ...SECRET_HEADERS, 'body', 'code'].join('|')})":`);

/** `value` with every secret below it replaced, at any depth; `key` is the name it sits under. */
function redacted(value: unknown, key: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => redacted(item, key));
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    const secret =
      SECRET_FIELD_SET.has(name) ||
      (key === 'headers' && SECRET_HEADER_SET.has(name)) ||
      // Request bodies are never logged whole.
      (name === 'body' && (key === 'req' || key === 'request')) ||
      // A bare `code` is a one-time code only inside a request body; elsewhere (err.code) it is a diagnosis.
      (name === 'code' && key === 'body');
    copy[name] = secret ? CENSOR : redacted(item, name);
  }
  return copy;
}

/**
 * A log line as it may be written: every secret field replaced, by its name, wherever it sits (a
 * token, a password, card data, a credential header, a request body). Written by hand rather than
 * with pino's `redact` paths, which reached only a fixed depth and cost more than the rest of a
 * cached answer: pino 10 (through @pinojs/redact) clones each logged value and parses every path
 * again for it, and the wildcard paths apply to every key; with our 85 paths a request's two lines
 * cost about 77 µs of CPU, 14 µs this way (GET /events/active, A/B on one machine). A line naming
 * none of the keys costs one regular-expression test.
 */
export function redactLogLine(line: string): string {
  if (!MAY_HOLD_SECRET.test(line)) return line;
  try {
    return `${JSON.stringify(redacted(JSON.parse(line), undefined))}\n`;
  } catch {
    return `${JSON.stringify({ msg: 'log line withheld: it could not be read to redact it' })}\n`;
  }
}

const WALLET_DEVICE_PATH = /(\/wallet-service\/v1\/devices\/)[^/?]+/;

/** Query parameters whose values are credentials: signed links' tokens and signatures, delegation keys, codes. */
const SECRET_QUERY_PARAMETER = /token|key|sig|credential|code|secret|password|session/i;

/**
 * The URL as a log may hold it: every secret-looking query value replaced, so a logged link can
 * never be replayed (a signed download link, `?delegationKey=`, S3's `X-Amz-Signature`).
 */
export function redactUrl(sent: string): string {
  // Apple Wallet's device library identifier is the device's credential for its list of passes.
  const url = sent.replace(WALLET_DEVICE_PATH, '$1[redacted]');
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent; its value is still hidden below if it looks secret.
      }
      return equals !== -1 && SECRET_QUERY_PARAMETER.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

const SQL_PARAMETERS = /\s*params:[\s\S]*$/;

/**
 * An error as a log may hold it: a failed query's text stays (it names the statement), its
 * parameters (emails, names, keys) never do: drizzle puts them in `params` and in the message.
 */
function errorForLog(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  const serialized = stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const scrub = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    delete copy['params'];
    delete copy['parameters'];
    if (typeof copy['message'] === 'string')
      copy['message'] = copy['message'].replace(SQL_PARAMETERS, ' params: [redacted]');
    if (typeof copy['stack'] === 'string')
      copy['stack'] = copy['stack'].replace(/params:[^\n]*/g, 'params: [redacted]');
    if (copy['cause']) copy['cause'] = scrub(copy['cause']);
    return copy;
  };
  return scrub(serialized) as { type: string; message: string; stack: string };
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's (or the load balancer's) x-request-id when it is sane, so one id follows a request. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The Fastify logger options: structured pino, request ids, secrets redacted. */
export function loggerOptions(
  level: string,
  /** Where the lines go (stdout by default); tests capture them to check what a log holds. */
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'disableRequestLogging'> {
  return {
    logger:
      level === 'silent'
        ? false
        : {
            level,
            hooks: { streamWrite: redactLogLine },
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
              err: errorForLog,
            },
            ...(stream ? { stream } : {}),
          },
    genReqId: requestId,
  };
}
