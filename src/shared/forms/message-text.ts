import { t } from '../i18n/use-translate';
import { MESSAGES, type Message } from './messages';

const KNOWN = new Set<string>(Object.values(MESSAGES));

function isMessage(message: string): message is Message {
  return KNOWN.has(message);
}

/** A validation or status message in the site's language; one we do not know is shown generically. */
export function messageText(message: string): string {
  return isMessage(message) ? t(message) : t(MESSAGES.genericFailure);
}
