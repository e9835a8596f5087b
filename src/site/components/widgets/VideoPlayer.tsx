import { useState } from 'react';
import { t } from '../../../shared/i18n/use-translate';

const EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/([A-Za-z0-9_-]{11})$/;

/**
 * A recording, loaded from the video host only when the visitor asks for it: until then the page makes
 * no request to the host. An address the content model would not accept means the page data is corrupt;
 * the widget throws and its WidgetBoundary reports it as a silenceable error.
 */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const id = EMBED.exec(url)?.[1];
  if (!id) throw new Error(`Unsupported video address: ${url.slice(0, 120)}`);
  if (playing) {
    return (
      <div className="video-player">
        <iframe
          className="video-player__frame"
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="video-player">
      <button type="button" className="video-player__start" onClick={() => setPlaying(true)}>
        <span className="video-player__icon" aria-hidden="true">
          ▶
        </span>
        {t('Play the recording')}
        <span className="visually-hidden">: {title}</span>
      </button>
      <p className="video-player__note">{t('The recording plays from YouTube, which may set its own cookies once you start it.')}</p>
    </div>
  );
}
