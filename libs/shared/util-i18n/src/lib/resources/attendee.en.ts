/** Strings of the attendee site (user.*). */
export const attendeeEn = {
  nav: {
    home: 'Home',
    dashboard: 'Dashboard',
    myEvents: 'My Events',
    registeredInformation: 'Registered Information',
    profile: 'Profile',
    signIn: 'Sign In',
    signUp: 'Sign Up',
    signOut: 'Sign Out',
    faq: 'FAQ',
  },
  footer: {
    label: 'Site footer',
    volunteer: 'Become a volunteer',
    media: 'Media',
    festivalSite: 'Festival site',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    copyright: '© {{year}} Pacific Arts Festival',
  },
  signIn: {
    placeholderTitle: 'Sign in',
    placeholderBody:
      'Sign-in arrives with the identity feature. Once it is in place, this dialog lets you sign in with your email, password and a one-time code, and then takes you to the page you asked for.',
    requestedPage: 'You asked for: {{path}}',
    loginPageTitle: 'Sign in',
    loginIntro: 'Sign in with your email and password. We will email you a one-time code.',
    loginButton: 'Sign In',
  },
  home: {
    heading: 'Welcome to the festival',
    bannerAlt: 'Banner of {{name}}',
    logoAlt: 'Logo of {{name}}',
    dates: '{{start}} – {{end}}',
    datesLabel: 'Dates',
    locationLabel: 'Location',
    timeZoneNote: 'Times in Hawaii time (Pacific/Honolulu)',
    visitSite: 'Visit the festival site',
    activities_one: '{{count}} activity',
    activities_other: '{{count}} activities',
    noEvent: 'There is no active festival at the moment. Please check back soon.',
    loadError: 'The festival could not be loaded.',
    retry: 'Try again',
  },
  capabilities: {
    registration: 'registration',
    activities: 'activities',
    profile: 'profile',
    volunteer: 'volunteer',
    media: 'media',
    identity: 'identity',
    dashboard: 'dashboard',
  },
  pages: {
    dashboard: 'Dashboard',
    myEvents: 'My Events',
    mySubEvent: 'Activities of my event',
    myProfile: 'My profile',
    registerEvent: 'Register for the festival',
    editRegisterEvent: 'Edit my registration',
    previewEvent: 'Event preview',
    registeredInformation: 'Registered information',
    registeredInformationId: 'Registration details',
    updateVisaAssistance: 'Visa assistance',
    updateAdditionalAttendee: 'Additional attendees',
    updateAccommodationAssistance: 'Accommodation assistance',
    delegationPortal: 'Delegation portal',
    volunteer: 'Become a volunteer',
    volunteerRegistration: 'Volunteer registration',
    volunteerInformation: 'My volunteer information',
    volunteerUpdateInformation: 'Update volunteer information',
    media: 'Media',
    mediaRegistration: 'Media registration',
    mediaInformation: 'My media information',
    mediaUpdateInformation: 'Update media information',
  },
  dev: {
    title: 'Developer tools',
    intro: 'Emails sent by the local server land here instead of a real mailbox. Newest first.',
    filterLabel: 'Filter by recipient email',
    filterPlaceholder: 'name@example.com',
    simulateError: 'Simulate a render error',
    simulateErrorHint: 'Shows the error page that visitors see when a screen fails.',
    simulatedError: 'A render error simulated from the developer page.',
    refresh: 'Refresh',
    empty: 'No emails yet.',
    emptyFiltered: 'No emails for {{email}}.',
    unavailable: 'The local mailbox is not available on this server yet.',
    to: 'To',
    sentAt: 'Sent',
    subject: 'Subject',
    count_one: '{{count}} email',
    count_other: '{{count}} emails',
  },
  info: {
    lastUpdated: 'Last updated: {{date}}',
    terms: {
      title: 'Terms and Conditions',
      sections: [
        {
          heading: 'About these terms',
          body: 'These terms apply to your use of the festival registration portal and to every registration you make for yourself or for additional attendees. By creating an account or registering, you accept them.',
        },
        {
          heading: 'Your account',
          body: 'Keep your password and the one-time codes we email you private. You are responsible for the details you submit, including those of the additional attendees you register, and you confirm you may share them with us.',
        },
        {
          heading: 'Registrations and activities',
          body: 'Places at activities are limited. A place is yours once it is reserved; when an activity is full you may be offered a place on its waitlist, and we will email you if a place becomes available. Delegation members register with the key their delegation lead gives them.',
        },
        {
          heading: 'Fees and payments',
          body: 'Fees are shown in US dollars before you pay, including the card processing fee. Payments are non-refundable unless the festival cancels the activity. Card details are passed directly to our payment provider and are never stored by us.',
        },
        {
          heading: 'Conduct and changes',
          body: 'We may cancel registrations made with false details or in breach of the festival code of conduct. We may update these terms; the date above shows the latest version.',
        },
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      sections: [
        {
          heading: 'What we collect',
          body: 'Your name, email, date of birth, phone, address and the details needed for your registration: languages, ethnicity, emergency contacts for delegates, and, when you ask for it, visa or accommodation assistance.',
        },
        {
          heading: 'Why we use it',
          body: 'To run your registration, to organise activities, visas, accommodation and volunteering, to contact you about the festival, and to meet our legal duties. We do not sell your data.',
        },
        {
          heading: 'Who sees it',
          body: 'Festival staff with the right permission, your delegation lead for delegation matters, and service providers acting for us (email delivery, card payments, hosting). Every change staff make is recorded in an audit log.',
        },
        {
          heading: 'How long we keep it',
          body: 'For as long as needed to run the festival and its follow-up, and as long as the law requires for payment records. You can ask us to correct or delete your data at any time.',
        },
        {
          heading: 'Cookies',
          body: 'We use cookies and local storage only to keep you signed in and to remember your language. There are no advertising cookies.',
        },
      ],
    },
    faq: {
      title: 'Frequently asked questions',
      items: [
        {
          question: 'Do I need an account to register?',
          answer:
            'Yes. Sign up with your email and a password; we send a one-time code to confirm it is you each time you sign in.',
        },
        {
          question: 'What is the difference between a general and a delegate registration?',
          answer:
            'Delegates travel as part of a national or regional delegation and register with the delegation key their delegation lead gives them. Everyone else registers as a general attendee.',
        },
        {
          question: 'Can I register other people?',
          answer:
            'Yes. Add them as additional attendees in your registration; you can then book activities for them too.',
        },
        {
          question: 'What happens when an activity is full?',
          answer:
            'If the activity has a waitlist you can join it. When a place frees up, the first person on the waitlist gets it and is told by email.',
        },
        {
          question: 'Which payment methods are accepted?',
          answer:
            'Major credit and debit cards. The total shown before you pay includes the card processing fee and is non-refundable.',
        },
        {
          question: 'How can I volunteer or attend as media?',
          answer: 'Sign in and use the Become a volunteer or Media links at the bottom of any page.',
        },
      ],
    },
  },
};
