/** Strings of the identity site (identity.*). */
export const identityEn = {
  title: 'Festival account',
  nav: {
    home: 'Account',
  },
};
