/** The attendee site's media (press) pages. */
export const mediaEn = {
  title: 'Media',
  intro:
    'Journalists, photographers, videographers and broadcasters covering the festival apply here for media accreditation. Our press team reviews every application.',
  deadline: 'Applications close at the end of {{date}} (Hawaii time).',
  noEvent: 'There is no festival open for media applications at the moment.',
  loading: 'Loading',
  loadFailed: 'The media information could not be loaded.',
  retry: 'Try again',
  closed: {
    title: 'Media registration is closed',
    body: 'Media registration for {{eventName}} is closed.',
    bodyWithDate:
      'Media registration for {{eventName}} closed at the end of {{date}} (Hawaii time). If you have questions, please contact the festival team.',
  },
  actions: {
    apply: 'Apply for media accreditation',
    view: 'View my application',
    update: 'Update my application',
    pressPass: 'Download press pass',
  },
  registration: {
    title: 'Media registration',
    alreadyApplied: 'You have already applied as media for this festival.',
  },
  information: {
    title: 'My media application',
    none: 'You have not applied as media for this festival.',
  },
  update: {
    title: 'Update my media application',
    decided: 'Your application has been decided and can no longer be changed.',
  },
  form: {
    title: 'Media application',
    organisation: 'Organisation or outlet',
    role: 'Role',
    outletCountry: 'Outlet country',
    website: 'Outlet website',
    coveragePlan: 'Coverage plan',
    coveragePlanHelp: 'What you plan to cover, where it will be published or broadcast, and when.',
    pressCredential: 'Press credential',
    pressCredentialHelp: 'A press card or a letter of assignment from your editor (PDF, Word or image, up to 50 MB).',
    portfolioUrl: 'Portfolio link',
    portfolioHelp: 'A link to your published work, or upload a portfolio file below.',
    portfolioFile: 'Portfolio file',
    portfolioFileHelp: 'Optional when you gave a portfolio link (PDF, Word or image, up to 50 MB).',
    choose: 'Choose…',
    submit: 'Submit application',
    save: 'Save changes',
    submitted: 'Thank you! Your media application was received; we have emailed you a confirmation.',
    saved: 'Your media application was saved.',
  },
  roles: {
    JOURNALIST: 'Journalist',
    PHOTOGRAPHER: 'Photographer',
    VIDEOGRAPHER: 'Videographer',
    BROADCASTER: 'Broadcaster',
    BLOGGER: 'Blogger / content creator',
    OTHER: 'Other',
  },
  statuses: {
    REVIEWING: 'Under review',
    APPROVED: 'Accredited',
    REJECTED: 'Rejected',
    ARCHIVED: 'Archived',
  },
};
