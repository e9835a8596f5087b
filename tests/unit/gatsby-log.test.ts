import { describe, expect, it } from 'vitest';
import { buildBreakdown } from '../../services/shared/gatsby-log';

// Lines as `gatsby build` prints them (colour codes included), from a 10,843-page build of the site.
const warm = [
  '\x1b[32msuccess\x1b[39m compile gatsby files - 0.412s',
  '\x1b[32msuccess\x1b[39m extract queries from components - 3.566s',
  '\x1b[34minfo\x1b[39m bootstrap finished - 23.310s',
  'success Building production JavaScript and CSS bundles - 3.653s',
  'success Building HTML renderer - 2.707s',
  'success run queries in workers - 2.178s - 26/26 11.94/s',
  'success Building static HTML for pages - 20.291s - 10843/10843 534.37/s',
  'info search index: search index site: 102 pages, unchanged, kept (738 ms)',
  'success onPostBuild - 6.689s',
  'info Done building in 39.994721755 sec',
].join('\n');

const unchanged = [
  'info bootstrap finished - 10.102s',
  'success run queries in workers - 0.013s - 0/0 0.00/s',
  'info There are no new or changed html files to build.',
  'info Done building in 12.988393262 sec',
].join('\n');

describe("a build's log", () => {
  it('says how many pages were rendered and how many queries ran', () => {
    expect(buildBreakdown(warm)).toMatchObject({ rendered: 10843, queries: 26, done: 39.994721755 });
    expect(buildBreakdown(unchanged)).toMatchObject({ rendered: 0, queries: 0 });
  });

  it("adds Gatsby's activities into phases and reads our steps' times", () => {
    const breakdown = buildBreakdown(warm);
    // The compile is the start of the bootstrap: counted apart, and out of it.
    expect(breakdown.phases.compile).toBeCloseTo(0.412);
    expect(breakdown.phases.bootstrap).toBeCloseTo(23.31 - 0.412);
    expect(breakdown.phases.webpack).toBeCloseTo(3.653 + 2.707);
    expect(breakdown.phases.html).toBeCloseTo(20.291);
    expect(breakdown.steps.find((step) => step.name === 'search index')?.seconds).toBeCloseTo(0.738);
  });
});
