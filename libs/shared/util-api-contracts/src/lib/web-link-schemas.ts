import Type from 'typebox';
import { WEB_LINK_MAX } from './web-links';

/** A link a person enters; empty for none. */
export const WebLink = Type.String({
  maxLength: WEB_LINK_MAX,
  format: 'web-link',
  description: 'an https:// address (http:// too on the embedded default); empty for none',
});

/** A picture a person enters: a web address or an upload's path; empty for none. */
export const WebImage = Type.String({
  maxLength: WEB_LINK_MAX,
  format: 'web-image',
  description: "an https:// address (http:// too on the embedded default) or an upload's path; empty for none",
});
