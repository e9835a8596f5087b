import { PageHeader } from '../site/components/content/PageHeader';
import pageCatalogue from '../../locales/zh-CN/templates/form-errors.json';
import { pageTranslator } from '../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

/**
 * What a visitor sees after sending a form the browser posted itself (without JavaScript) with fields to
 * correct: the lead service reads this page and fills in the list, each item linking to its field, and the
 * back link's address (services/leads/form-errors-page.ts). The list is left to the server's HTML: React
 * does not touch an element's inner HTML when it hydrates, should a script run here.
 */
export default function FormErrorsTemplate() {
  return (
    <>
      <PageHeader title={tp('Your form was not sent')} lead={tp('Please correct these fields and send the form again:')} />
      <div className="section">
        <div className="container narrow">
          <div id="form-errors" className="form-errors" dangerouslySetInnerHTML={{ __html: '' }} />
          <p>
            <a id="form-errors-back" className="button" href="/">
              {tp('Back to the form')}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
