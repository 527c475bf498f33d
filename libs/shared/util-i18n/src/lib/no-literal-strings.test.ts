import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/**
 * The lint rule that keeps every word on screen in i18next (eslint.config.mjs, issue 16 point 4),
 * run on the files French visitors found in English: the activity card and its dialogs, and the
 * admin desks. A literal in any of the forms below fails lint in those places.
 */
const PLACES = [
  'libs/attendee/feature-activities/src/lib/activity-card.tsx',
  'libs/attendee/feature-activities/src/lib/reservation-dialogs.tsx',
  'libs/admin/feature-check-in/src/lib/check-in-page.tsx',
  'libs/admin/feature-registrations/src/lib/registrations-page.tsx',
  'libs/admin/feature-dashboard/src/lib/dashboard-page.tsx',
];

const PROBE = `export function Probe({ busy, name, n }: { busy: boolean; name?: string; n: number }) {
  return (
    <section aria-label="Activity card" title={busy ? 'Saving now' : ''}>
      <p>Booked for</p>
      <p>{'Waitlist'}</p>
      <p>{busy ? 'Saving' : null}</p>
      <p>{name || 'Unknown attendee'}</p>
      <p>{\`\${n} places left\`}</p>
      <input placeholder={\`Search \${name}\`} />
    </section>
  );
}
`;

describe('the lint rule against words that bypass i18next', () => {
  const root = fileURLToPath(new URL('../../../../../', import.meta.url));
  const eslint = new ESLint({ cwd: root, flags: ['v10_config_lookup_from_file'] });

  it.each(PLACES)('catches every form of literal in %s', async (place) => {
    const [result] = await eslint.lintText(PROBE, { filePath: place });
    const literals = result.messages.filter((message) => message.ruleId === 'no-restricted-syntax');
    expect(literals.map((message) => message.line)).toEqual([3, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('finds none in those files as they are', async () => {
    const results = await eslint.lintFiles(PLACES);
    const literals = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'no-restricted-syntax')
        .map((message) => `${result.filePath}:${message.line}`),
    );
    expect(literals).toEqual([]);
  });
});
