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

/** Fields a plain HTML form sends in its own shape: check boxes as "on", lists as repeated names. */
export const CHECKBOX_FIELDS: ReadonlySet<string> = new Set(['consent']);
export const LIST_FIELDS: ReadonlySet<string> = new Set(['dangerousGoods']);
