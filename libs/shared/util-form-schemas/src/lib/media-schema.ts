import { mixed, object, string, type InferType } from 'yup';
import { message } from './messages';
import { optionalText, requiredText, webLink } from './rules';

export const MEDIA_ROLES = ['JOURNALIST', 'PHOTOGRAPHER', 'VIDEOGRAPHER', 'BROADCASTER', 'BLOGGER', 'OTHER'] as const;
export const MEDIA_ORGANISATION_MAX = 200;
export const MEDIA_COVERAGE_PLAN_MAX = 2000;
export const MEDIA_URL_MAX = 500;

const COUNTRY_ID = /^[A-Za-z]{2}$/;
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A web address (the contracts' rule); blank is allowed (the field is optional). */
const optionalUrl = () => optionalText(MEDIA_URL_MAX).test(webLink());

/**
 * A media (press) application: the attendee form and the API's POST/PUT body. The press
 * credential is an uploaded file (its stored path); the portfolio is a link, an uploaded file,
 * or both, but not neither.
 */
export const mediaApplicationSchema = object({
  organisation: requiredText(MEDIA_ORGANISATION_MAX),
  role: string()
    .trim()
    .required(message('validation.required'))
    .oneOf([...MEDIA_ROLES], message('validation.invalidOption')),
  outletCountry: string()
    .trim()
    .required(message('validation.required'))
    .matches(COUNTRY_ID, { message: message('validation.invalidOption'), excludeEmptyString: true }),
  website: optionalUrl(),
  coveragePlan: requiredText(MEDIA_COVERAGE_PLAN_MAX),
  pressCredentialFile: string().trim().required(message('validation.fileBlank')),
  portfolioUrl: optionalUrl().test({
    name: 'portfolio',
    message: message('validation.portfolioRequired'),
    test(value) {
      return !isBlank(value) || !isBlank((this.parent as Record<string, unknown>)['portfolioFile']);
    },
  }),
  portfolioFile: mixed<string>().nullable().optional(),
});
export type MediaApplicationValues = InferType<typeof mediaApplicationSchema>;

/** The form's values: the role is '' until one is chosen. */
export type MediaApplicationFormValues = Omit<MediaApplicationValues, 'role'> & { role: string };

/** An empty form. */
export const emptyMediaApplication = (): MediaApplicationFormValues => ({
  organisation: '',
  role: '',
  outletCountry: '',
  website: '',
  coveragePlan: '',
  pressCredentialFile: '',
  portfolioUrl: '',
  portfolioFile: null,
});
