import { ButtonRow } from '../site/components/content/ButtonRow';
import { PageHeader } from '../site/components/content/PageHeader';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/server-error.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

/** The 500 page, published as /500.html for the server to show when something fails on its side. */
export default function ServerErrorTemplate() {
  return (
    <>
      <PageHeader title={tp('Something went wrong')} lead={tp('Sorry, we could not show this page because of a problem on our side.')} />
      <div className="section">
        <div className="container narrow">
          <p>{tp('Please try again in a few minutes. If the problem continues, let us know and we will help you right away.')}</p>
          <ButtonRow
            links={[
              { to: '/', label: t('Go to the home page') },
              { to: '/company/contact', label: t('Contact us') },
            ]}
          />
        </div>
      </div>
    </>
  );
}
