/**
 * The publisher's status for editors: what is live, what waits, and each recent publish with what set it off
 * (entries and versions, or a content commit), how long it took, the pages it wrote and, when it failed, the
 * problems in the editor's words: entry, field, reason; and what the site does to the entries it took, its content
 * checks (src/shared/content/checks.ts), by severity; a live one whose web server reload failed says so. Refreshes
 * itself while a build runs.
 */
import { escapeHtml } from '../shared/html';
import { CHECK_SEVERITIES, countBySeverity, SEVERITY_LABELS, type ContentCheck } from '../../src/shared/content/checks';
import { SCHEDULED_RETRY } from './publisher';
import type { Publish, Trigger } from './store';

export interface Status {
  live: string | null;
  /** When the publisher publishes again on its own (an event ends, a job closes), or null. */
  nextScheduled: string | null;
  waiting: Trigger[];
  publishes: Publish[];
}

const COLUMNS = ['#', 'State', 'Started', 'Took', 'What changed', 'Pages', 'Release', 'Problems', 'Content checks'];

/** A time as editors read it: date and time to the second, in UTC. */
const when = (iso: string): string => `${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const seconds = (from: string, to: string | null): string =>
  to === null ? 'running' : `${Math.round((Date.parse(to) - Date.parse(from)) / 1000)} s`;

function triggerText(trigger: Trigger): string {
  if (trigger.source === 'contentful')
    return `${trigger.action} ${trigger.entityId ?? ''}${trigger.contentType ? ` (${trigger.contentType})` : ''} v${trigger.version ?? '?'}`;
  if (trigger.source === 'content') return `content ${trigger.entityId ?? ''}`;
  if (trigger.action === 'scheduled') return `scheduled: the content changes at ${when(trigger.entityId ?? trigger.arrivedAt)}`;
  return 'resumed after an interrupted publish';
}

function checkItem(check: ContentCheck): string {
  const where = check.context ? ` (after “${escapeHtml(check.context)}”)` : '';
  return (
    `<li><strong>${escapeHtml(check.source)}</strong> on ${escapeHtml(check.site)} <code>${escapeHtml(check.path)}</code>, ` +
    `field <code>${escapeHtml(check.field)}</code>: ${escapeHtml(check.message)}${where}</li>`
  );
}

/** A publish's checks: a count per severity, and the list by severity, open when one would break or change a page. */
function checksCell(checks: ReadonlyArray<ContentCheck>): string {
  if (checks.length === 0) return 'none';
  const counts = countBySeverity(checks);
  const groups = CHECK_SEVERITIES.filter((severity) => counts[severity] > 0).map(
    (severity) =>
      `<h3>${SEVERITY_LABELS[severity]} (${counts[severity]})</h3><ul>${checks
        .filter((check) => check.severity === severity)
        .map(checkItem)
        .join('')}</ul>`,
  );
  const summary = CHECK_SEVERITIES.filter((severity) => counts[severity] > 0)
    .map((severity) => `${SEVERITY_LABELS[severity].toLowerCase()}: ${counts[severity]}`)
    .join(', ');
  const open = counts['breaks-publish'] + counts['changes-page'] > 0 ? ' open' : '';
  return `<details${open}><summary>${summary}</summary>${groups.join('')}</details>`;
}

function row(publish: Publish): string {
  // A rollback's triggers are the scheduled publishes it set aside (store.ts), never built.
  const what =
    publish.kind === 'rollback'
      ? `rollback from ${escapeHtml(publish.previousReleaseId ?? 'none')}${publish.triggers
          .map((trigger) => `<br>set aside: ${escapeHtml(triggerText(trigger))}`)
          .join('')}`
      : publish.triggers.map(triggerText).map(escapeHtml).join('<br>') || '—';
  const pages = publish.sites.map((site) => `${site.locale}: ${site.pagesWritten} of ${site.pages} pages written`).join('<br>');
  const problems = publish.problems.length
    ? `<ul>${publish.problems
        .map((p) => `<li><strong>${escapeHtml(p.entry)}</strong>, field <code>${escapeHtml(p.field)}</code>: ${escapeHtml(p.reason)}</li>`)
        .join('')}</ul>`
    : publish.error
      ? `<pre>${escapeHtml(publish.error.split('\n').slice(0, 12).join('\n'))}</pre>`
      : '';
  // Only a reload that failed after the switch leaves an error on a live record (publisher.ts).
  const unreloaded = publish.state === 'live' && publish.error !== null;
  const cells = [
    String(publish.id),
    `${publish.state}${unreloaded ? ', web server not reloaded' : ''}${publish.coldReason ? ' (cold)' : ''}`,
    when(publish.startedAt),
    seconds(publish.startedAt, publish.endedAt),
    what,
    pages,
    escapeHtml(publish.releaseId ?? ''),
    problems,
    publish.kind === 'rollback' ? '' : checksCell(publish.checks),
  ];
  return `<tr class="${publish.state}${unreloaded ? ' reload-failed' : ''}">${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
}

const minutes = (ms: number): string => `${ms / 60_000} minute${ms === 60_000 ? '' : 's'}`;

/** When the publisher publishes by itself, and why not when it is overdue. */
function scheduleText(status: Status): string {
  const at = status.nextScheduled;
  // Publishes and rollbacks run one at a time, so the newest record that went live is what is live.
  const live = status.publishes.find((publish) => publish.state === 'live');
  if (at === null && live?.kind === 'rollback' && live.releaseId !== null && live.releaseId === status.live) {
    const release = escapeHtml(live.releaseId);
    const stale = live.nextChange
      ? `What ${release} shows is out of date from <strong>${when(live.nextChange)}</strong> (an event or webinar on it ends, or a job posting closes) until the next publish`
      : `Nothing on ${release} ends or closes`;
    return (
      `paused while rollback ${live.id} is live: a publish of its own would build today’s content and undo the rollback. ${stale}. ` +
      'The next publish (an edit, or npm run publish) puts today’s content live, and the schedule follows it again'
    );
  }
  if (at === null) return 'none: nothing on the site ends or closes';
  // Still the next one after a try at it did not go live: it is being tried again (publisher.ts).
  const tried = status.publishes.find(
    (publish) =>
      (publish.state === 'failed' || publish.state === 'interrupted') &&
      publish.triggers.some((trigger) => trigger.source === 'publisher' && trigger.action === 'scheduled' && trigger.entityId === at),
  );
  const retried = tried
    ? `, overdue: publish ${tried.id} at that time ${tried.state === 'failed' ? 'failed' : 'was interrupted'}, and the publisher tries again, ` +
      `${minutes(SCHEDULED_RETRY.firstMs)} after the first failure and twice as long after each next one (at most ` +
      `${minutes(SCHEDULED_RETRY.maxMs)}), until one goes live`
    : '';
  return `<strong>${when(at)}</strong>${retried || ', when an event or webinar on the site ends or a job posting closes'}`;
}

export function statusPage(status: Status): string {
  const building = status.publishes.some((publish) => publish.state === 'building');
  // Publishes and rollbacks run one at a time, so the newest record that went live is what is live.
  const live = status.publishes.find((publish) => publish.state === 'live');
  const unreloaded =
    live?.error && live.releaseId === status.live
      ? ` The web server was not reloaded after the switch (${live.kind} ${live.id}): it applies the server rules of the release before until it reloads.`
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
${building || status.waiting.length ? '<meta http-equiv="refresh" content="10">' : ''}
<title>Publishing status</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}.failed td{background:#fdecea}
.interrupted td,.reload-failed td{background:#fff4e0}.building td{background:#eef5ff}pre{white-space:pre-wrap;font-size:13px}
h3{font-size:14px;margin:.5rem 0 .25rem}td ul{margin:0;padding-left:1.1rem}</style></head>
<body><main><h1>Publishing status</h1>
<p>Live release: <strong>${escapeHtml(status.live ?? 'none yet')}</strong>.${unreloaded} Waiting for the next build: ${
    status.waiting.length ? escapeHtml(status.waiting.map(triggerText).join(', ')) : 'nothing'
  }.</p>
<p>Next scheduled publish: ${scheduleText(status)}.</p>
<table><caption>Recent publishes, newest first</caption>
<thead><tr>${COLUMNS.map((name) => `<th scope="col">${name}</th>`).join('')}</tr></thead>
<tbody>${status.publishes.map(row).join('\n')}</tbody></table></main></body></html>`;
}
