/**
 * Where each form's visitor lands after a successful submission: the form's own confirmation page where
 * it has one, else a thank-you page. The browser goes there after a JSON post that asks for it, and the
 * endpoint sends a form posted without JavaScript there (303).
 */
import type { FormType } from './schemas';

export const CONFIRMATION_PATHS = {
  quote: '/get-started/confirmation/',
  'sign-up': '/sign-up/confirmation/',
  newsletter: '/newsletter/thanks/',
  contact: '/thanks/',
  expert: '/thanks/',
  'open-emissions': '/thanks/',
  press: '/thanks/',
} as const satisfies Record<FormType, string>;

/** The page that lists a form's errors to a visitor whose browser ran no JavaScript. */
export const FORM_ERRORS_PATH = '/form-errors/';

/**
 * The page each form is on (a form shown on several pages names its one canonical page here): the errors page
 * links back to it and to its fields. The Referer is never used for those links: whoever sends the post
 * chooses it, and `//evil.example/` in its path made an off-site link.
 */
export const FORM_PAGES = {
  quote: '/get-started/',
  'sign-up': '/sign-up/',
  newsletter: '/global-logistics-update/',
  contact: '/company/contact/',
  expert: '/talk-to-an-expert/',
  'open-emissions': '/climate/open-emissions-sign-up/',
  press: '/company/newsroom/',
} as const satisfies Record<FormType, string>;

/** Fields a plain HTML form sends in its own shape: check boxes as "on", lists as repeated names. */
export const CHECKBOX_FIELDS: ReadonlySet<string> = new Set(['consent']);
export const LIST_FIELDS: ReadonlySet<string> = new Set(['dangerousGoods']);
