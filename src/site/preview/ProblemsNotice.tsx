import type { PreviewProblem } from '../../shared/preview';
import type { PageProblems } from './preview-page';

function problemText(problem: PreviewProblem): string {
  return `${problem.field}: ${problem.reason}`;
}

function entryText(problem: PreviewProblem): string {
  return `entry ${problem.entryId ?? '(unknown)'}${problem.locale ? ` (${problem.locale})` : ''}: ${problemText(problem)}`;
}

/**
 * Tells editors which drafts Contentful holds that the preview cannot show. The live region is there from the
 * start, so a notice that appears while an editor types is announced. The text is for editors only, so it is not
 * translated (hence `lang`).
 */
export function ProblemsNotice({ page, pageless }: PageProblems) {
  return (
    <div role="status" lang="en" className="preview-problems">
      {page.length > 0 || pageless.length > 0 ? (
        <section className="container" aria-labelledby="preview-problems-heading">
          <div className="notice">
            <h2 id="preview-problems-heading">{page.length > 0 ? 'This draft is not valid' : 'Drafts that are not valid'}</h2>
            {page.length > 0 ? (
              <>
                <ul>
                  {page.map((problem, index) => (
                    <li key={index}>{problemText(problem)}</li>
                  ))}
                </ul>
                <p>The preview shows the last valid version of this page.</p>
              </>
            ) : null}
            {pageless.length > 0 ? (
              <>
                <p>These drafts have no valid version yet, so no page in the preview:</p>
                <ul>
                  {pageless.map((problem, index) => (
                    <li key={index}>{entryText(problem)}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
