import type { PreviewCheck, PreviewProblem } from '../../shared/preview';
import { CHECK_SEVERITIES, SEVERITY_LABELS } from '../../shared/content/checks';
import type { PageProblems } from './preview-page';

function problemText(problem: PreviewProblem): string {
  return `${problem.field}: ${problem.reason}`;
}

function entryText(problem: PreviewProblem): string {
  return `entry ${problem.entryId ?? '(unknown)'}${problem.locale ? ` (${problem.locale})` : ''}: ${problemText(problem)}`;
}

function checkText(check: PreviewCheck): string {
  return `${check.field}: ${check.message}${check.context ? ` (after “${check.context}”)` : ''}`;
}

/** What the site will do to the page's entry, by severity, worst first. */
function Checks({ checks }: { checks: PreviewCheck[] }) {
  return (
    <>
      <p>Before you publish, this is what the site will do to this entry:</p>
      {CHECK_SEVERITIES.map((severity) => {
        const these = checks.filter((check) => check.severity === severity);
        if (these.length === 0) return null;
        return (
          <section key={severity} className={`preview-checks preview-checks--${severity}`} aria-label={SEVERITY_LABELS[severity]}>
            <h3>
              {SEVERITY_LABELS[severity]} ({these.length})
            </h3>
            <ul>
              {these.map((check, index) => (
                <li key={index}>{checkText(check)}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/**
 * Tells editors which drafts Contentful holds that the preview cannot show, and what the site will do to the page's
 * entry once it is live (its content checks). The live region is there from the
 * start, so a notice that appears while an editor types is announced. The text is for editors only, so it is not
 * translated (hence `lang`).
 */
export function ProblemsNotice({ page, pageless, checks }: PageProblems) {
  const heading =
    page.length > 0 ? 'This draft is not valid' : pageless.length > 0 ? 'Drafts that are not valid' : 'Content checks for this entry';
  return (
    <div role="status" lang="en" className="preview-problems">
      {page.length > 0 || pageless.length > 0 || checks.length > 0 ? (
        <section className="container" aria-labelledby="preview-problems-heading">
          <div className="notice">
            <h2 id="preview-problems-heading">{heading}</h2>
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
            {checks.length > 0 ? <Checks checks={checks} /> : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
