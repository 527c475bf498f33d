import { isApiError } from '@festival/shared-data-access-api-client';

/**
 * The API's field errors for one request of a PUT body (`requests[2].departureDate`) as
 * Formik errors of that request's form (`departureDate`).
 */
export function requestFieldErrors(error: unknown, index: number): Record<string, string> {
  if (!isApiError(error)) return {};
  const prefix = `requests[${index}].`;
  return Object.fromEntries(
    error.errors.filter((e) => e.field.startsWith(prefix)).map((e) => [e.field.slice(prefix.length), e.message]),
  );
}
