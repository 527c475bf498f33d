/** Strings of the identity site (identity.*). */
export const identityEn = {
  title: 'Festival account',
  nav: {
    home: 'Account',
  },
  home: {
    heading: 'Your festival account',
    intro: 'One account signs you in to the attendee and admin sites.',
    upcoming: 'What will live here',
    items: [
      'Sign in with your email, password and a one-time code',
      'Create an account and confirm your email',
      'Reset a forgotten password',
      'Change your password',
    ],
  },
};
