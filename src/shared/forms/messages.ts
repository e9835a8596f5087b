/** The spec's form messages, word for word; the dictionary translates them on the zh-CN site. */
import type { DictionaryKey } from '../i18n/dictionary';

export const MESSAGES = {
  required: 'Required',
  emailMissing: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  responseInvalid: 'Please enter a valid response',
  invalidEmail: 'Invalid email',
  subscribed: 'Thanks for Subscribing!',
  contactSent: 'Thank you for your message...',
  contactFailed: 'Sorry, but we are unable to process your message',
  genericFailure: 'Something went wrong. Try again.',
} as const satisfies Record<string, DictionaryKey>;

export type Message = (typeof MESSAGES)[keyof typeof MESSAGES];
