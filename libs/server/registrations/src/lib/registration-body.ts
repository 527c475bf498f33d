import type { FastifySchemaCompiler } from 'fastify';
import { BadRequestError, createValidatorCompiler } from '@festival/server-platform';
import type { FieldError } from '@festival/shared-util-api-contracts';
import { registrationPayloadSchema, validateOrErrorsSync, validationMessage } from '@festival/shared-util-form-schemas';
import { attendeeLimitMessage, MAX_ATTENDEES_PER_REGISTRATION_CEILING } from '@festival/shared-util-registration';

interface ContractIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** `/attendees/1/email` as the form names it: `attendees[1].email`. */
function formPath(instancePath: string, child?: unknown): string {
  const parts = [...instancePath.split('/').filter(Boolean), ...(typeof child === 'string' ? [child] : [])];
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/**
 * The contract's findings on the form's paths and in its words: one message per field, and none
 * on a field whose inner field has one (a union such as "a payment or null" fails as a whole too).
 */
export function contractFieldErrors(issues: readonly ContractIssue[]): FieldError[] {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    const missing = issue.keyword === 'required';
    const field = formPath(issue.instancePath ?? '', missing ? issue.params?.['missingProperty'] : undefined);
    if (!errors.has(field))
      errors.set(field, validationMessage(missing ? 'validation.required' : 'validation.invalidOption'));
  }
  const fields = [...errors.keys()];
  const hasInner = (field: string) =>
    fields.some((other) => other.startsWith(`${field}.`) || other.startsWith(`${field}[`));
  return [...errors].filter(([field]) => !hasInner(field)).map(([field, message]) => ({ field, message }));
}

/**
 * The shared form rules' field errors for a body the contract refused, or null. The rules expect
 * the form's shapes: on a body far from them (an array for a name, arrays nested thousands deep)
 * they may throw, and then the contract's own findings are the answer.
 */
function formErrors(body: unknown, now: Date): FieldError[] | null {
  try {
    const rules = validateOrErrorsSync(registrationPayloadSchema, body, { now });
    return 'errors' in rules && rules.errors.length > 0 ? rules.errors : null;
  } catch {
    return null;
  }
}

/**
 * A registration body is checked against its contract (`RegistrationPayload`) like every body,
 * but its 400 reads like the form (`attendees[1].email`, the SPEC.md §5 messages): the shared
 * rules' field errors when they find any, else the contract's findings on the same paths. A
 * body the contract accepts goes on to the service, which applies the rules and what only the
 * server knows (one main profile, known countries, the event).
 */
export function registrationBodyCompiler(now: () => Date): FastifySchemaCompiler<unknown> {
  const standard = createValidatorCompiler();
  return (route) => {
    const check = standard(route);
    if (route.httpPart !== 'body') return check;
    return (body: unknown) => {
      if (check(body) === true) return true;
      // More people than any event allows: said in the words of the event's cap, before the form
      // rules would check each of them.
      if (
        (check.errors ?? []).some((e: ContractIssue) => e.instancePath === '/attendees' && e.keyword === 'maxItems')
      ) {
        const message = attendeeLimitMessage(MAX_ATTENDEES_PER_REGISTRATION_CEILING);
        return { error: new BadRequestError(message, [{ field: 'attendees', message }]) };
      }
      const errors = formErrors(body, now()) ?? contractFieldErrors(check.errors ?? []);
      return { error: new BadRequestError('Invalid input', errors) };
    };
  };
}
