import { expect, type Locator, type Page } from '@playwright/test';

// The main-event registration form as journeys fill it (SPEC.md §3 fields).

export interface FormPerson {
  firstName: string;
  lastName: string;
  email: string;
  ethnicity?: string;
}

/** A form field by its label; required fields carry a " *" after it. */
export const formField = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** Fills one attendee's block of the registration form. */
export async function fillAttendee(
  scope: Locator,
  person: Partial<FormPerson>,
  options: { delegate?: boolean } = {},
): Promise<void> {
  if (person.firstName !== undefined) await formField(scope, 'First Name').fill(person.firstName);
  if (person.lastName !== undefined) await formField(scope, 'Last Name').fill(person.lastName);
  if (person.email !== undefined) await formField(scope, 'Email').fill(person.email);
  await formField(scope, 'Date of Birth').fill('1991-03-14');
  await formField(scope, 'Phone Number').fill('(808) 956-8111');
  if (!options.delegate) await formField(scope, 'Ethnicity').fill(person.ethnicity ?? 'Native Hawaiian');
  await formField(scope, 'Address').fill('2500 Campus Rd');
  await formField(scope, 'City').fill('Honolulu');
  await formField(scope, 'State').fill('HI');
  await formField(scope, 'Country').selectOption('US');
  await formField(scope, 'Zip Code').fill('96822');
  const languages = scope.getByRole('group', { name: 'Languages' });
  await languages.getByRole('searchbox', { name: 'Search Languages' }).fill('engl');
  await languages.getByRole('checkbox', { name: 'English', exact: true }).check();
  await expect(languages.getByRole('button', { name: 'Remove English' })).toBeVisible();
}
