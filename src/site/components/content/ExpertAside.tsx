import { t } from '../../../shared/i18n/use-translate';
import { SiteLink } from '../navigation/SiteLink';
import { AsideBox } from './AsideBox';

/** An aside that offers a conversation with an expert to visitors who are unsure. */
export function ExpertAside({ headingId, title, text }: { headingId: string; title: string; text: string }) {
  return (
    <AsideBox headingId={headingId} title={title}>
      <p>{text}</p>
      <SiteLink to="/talk-to-an-expert" className="button button--ghost">
        {t('Talk to an expert')}
      </SiteLink>
    </AsideBox>
  );
}
