import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // Journeys take `test` and `expect` from util-e2e: its `test` fails on any CSP violation (issue 15.4).
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from '@festival/shared-util-e2e' (it fails a journey on CSP violations).",
            },
          ],
        },
      ],
    },
  },
];
