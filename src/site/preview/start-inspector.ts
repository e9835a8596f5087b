import { ContentfulLivePreview } from '@contentful/live-preview';
import { CONTENTFUL_APP_ORIGINS } from '../../shared/preview';
// The problems notice's styles come with this chunk, which only the preview loads, so public pages do not carry them.
import './preview.css';

/**
 * Lets an editor click a marked field in Contentful's preview pane to open it. Live updates stay off: `gatsby
 * develop` already sends an open page its new data when a draft changes.
 */
export async function startInspector(locale: string): Promise<void> {
  await ContentfulLivePreview.init({ locale, enableInspectorMode: true, enableLiveUpdates: false, targetOrigin: CONTENTFUL_APP_ORIGINS });
}
