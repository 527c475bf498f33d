/** English texts for uploads, the image lightbox, the profile page. */
export const filesEn = {
  upload: {
    dropZone: 'Drag a file here, or press to choose one',
    dropZoneActive: 'Drop the file to upload it',
    accepted: 'Allowed types: {{types}}. Up to {{maxMb}} MB.',
    uploading: 'Uploading {{name}}',
    progress: 'Upload progress of {{name}}',
    uploaded: 'Uploaded: {{name}}',
    preview: 'Preview of {{name}}',
    remove: 'Remove',
    cancel: 'Cancel upload',
    failed: 'The upload failed. Please try again.',
  },
  lightbox: {
    download: 'Download',
    close: 'Close',
  },
  profile: {
    title: 'My profile',
    subtitle: 'Your name and picture as the festival team sees them.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    emailHelp: 'Your email is your sign-in name and cannot be changed here.',
    avatar: 'Profile picture',
    avatarAlt: 'Your profile picture',
    viewAvatar: 'View your profile picture',
    save: 'Save changes',
    saved: 'Your profile has been saved.',
    loadFailed: 'Your profile could not be loaded.',
    retry: 'Try again',
  },
} as const;
