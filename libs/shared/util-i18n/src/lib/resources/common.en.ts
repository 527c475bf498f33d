/** Strings every site shares: the UI kit, errors, connectivity, the shell. */
export const commonEn = {
  appName: 'Pacific Arts & Culture Festival',
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
  loadingPage: 'Opening the page…',
  close: 'Close',
  cancel: 'Cancel',
  language: 'Language',
  /** A language in the menu whose translation is not finished: the rest shows in English. */
  languagePartial: '{{name}} (partly translated)',
  /** The language menu's name while a partly translated language is chosen (the menu itself shows the name alone). */
  languageCurrentPartial: 'Language: {{name}} (partly translated)',
  mainNavigation: 'Main navigation',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  connectivity: {
    offline: 'You are offline',
    offlineDescription: 'Check your connection; changes cannot be saved until it is back.',
    online: 'Connection restored',
    onlineDescription: 'You are back online.',
  },
  errors: {
    generic: 'An error has occurred',
    timeout: 'Connection timeout. Please check your network and try again.',
    attemptLimit:
      'The code you entered is incorrect more than 5 times. Please try after few minutes or resend email to receive the new code.',
    forbiddenRead: 'You do not have permission to access this data',
    forbiddenWrite: 'You do not have permission to trigger this action',
    translation: "Can't fetch translation of language {{code}}. Please try again.",
    configTitle: 'The site could not start',
    configBody: 'Its settings could not be loaded. Please reload the page in a moment.',
    reload: 'Reload',
  },
  errorPage: {
    title: 'Unfortunately, something went wrong.',
    body: 'The page ran into a problem. You can try again or go back to the home page.',
    backHome: 'Back to Home',
    tryAgain: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to Home',
  },
  placeholder: {
    badge: 'Coming soon',
    body: 'This page arrives with the {{capability}} capability.',
  },
  table: {
    rowsPerPage: 'Rows per page',
    range: '{{from}}–{{to}} of {{total}}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: 'Page {{page}} of {{pages}}',
    sortBy: 'Sort by {{column}}',
  },
  export: {
    button: 'Export CSV',
    requesting: 'Requesting…',
    exporting: 'Exporting…',
    exportingPercent: 'Exporting… {{percent}}%',
    downloading: 'Downloading…',
    failed: 'Export File Failed!',
  },
  checklist: {
    chosen: 'Chosen {{label}}',
    remove: 'Remove {{option}}',
    search: 'Search {{label}}',
    searchPlaceholder: 'Type to filter',
    noMatches: 'Nothing matches “{{query}}”.',
    more: 'Showing {{shown}} of {{count}}: type to find the others.',
  },
  confirm: {
    cancel: 'Cancel',
  },
  dialogs: {
    limitReached: 'Too many dialogs are open. Close one before opening another.',
  },
  storyDemo: {
    title: 'Dialog {{n}}',
    body: 'This is dialog number {{n}} of the stack.',
    openAnother: 'Open another dialog',
    open: 'Open a dialog',
  },
};
