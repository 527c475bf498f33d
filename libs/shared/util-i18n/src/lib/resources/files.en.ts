/** English texts for uploads, the image lightbox, the profile page. */
export const filesEn = {} as const;
