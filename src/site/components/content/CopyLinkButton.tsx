import { useState } from 'react';
import { SITE } from '../../../shared/config/site';
import { SITE_LOCALE, t } from '../../../shared/i18n/use-translate';
import { copyLinkUrl, normalizePath } from '../../../shared/routing/paths';

/**
 * Copies the canonical address of the page, tagged with the spec's UTM parameters, so shared links are
 * attributed to "copy link"; says so in a live region.
 */
export function CopyLinkButton({ path }: { path: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    const url = copyLinkUrl(`${SITE.urls[SITE_LOCALE]}${normalizePath(path)}`, SITE.shortName);
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="copy-link">
      <button type="button" className="button button--ghost button--small" onClick={() => void copy()}>
        {t('Copy link')}
      </button>
      <span role="status" className="copy-link__status">
        {state === 'copied' ? t('Link copied') : state === 'failed' ? t('Could not copy the link') : ''}
      </span>
    </span>
  );
}
