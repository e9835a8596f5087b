import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCdnRewrites, dropUnpublishedHeaderRules, scheduleFunctions } from '../../src/pipeline/adapter';
import { restoreClientRouteFiles } from '../../src/pipeline/server/client-routes';
import { ADAPTER_SECTION_START, cdnRedirects } from '../../src/pipeline/server/cdn';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adapter-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

describe("after Gatsby's Netlify adapter", () => {
  it('puts the vessel shell and its page data back at the page path, where nginx and the browser look', () => {
    const dir = tempDir();
    write(path.join(dir, 'earth/vessel/[...].html'), '<html>shell</html>');
    write(path.join(dir, 'page-data/earth/vessel/[...]'), '{"path":"/earth/vessel/"}');
    expect(restoreClientRouteFiles(dir)).toEqual(['earth/vessel/index.html', 'page-data/earth/vessel/page-data.json']);
    expect(fs.readFileSync(path.join(dir, 'earth/vessel/index.html'), 'utf8')).toBe('<html>shell</html>');
    expect(fs.readFileSync(path.join(dir, 'page-data/earth/vessel/page-data.json'), 'utf8')).toBe('{"path":"/earth/vessel/"}');
    // The adapter's own files stay for its rewrites; a second run changes nothing.
    expect(fs.existsSync(path.join(dir, 'earth/vessel/[...].html'))).toBe(true);
    expect(restoreClientRouteFiles(dir)).toEqual([]);
  });

  it("sends Partytown's proxy to its function, ahead of the adapter's rules", () => {
    const file = path.join(tempDir(), '_redirects');
    const adapted = cdnRedirects().replace(ADAPTER_SECTION_START, `${ADAPTER_SECTION_START}\n/a  /b/  301!`);
    write(file, adapted);
    addCdnRewrites(file, [{ functionId: 'third-party-proxy-js', name: '/api/third-party-proxy' }]);
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    expect(lines[1]).toBe('/__third-party-proxy  /.netlify/functions/third-party-proxy-js  200!');
    expect(lines.indexOf('/a  /b/  301!')).toBeGreaterThan(1);
    expect(() => addCdnRewrites(file, [])).toThrow(/third-party-proxy/);
  });

  it('drops the caching rules of source maps, which are not published', () => {
    const file = path.join(tempDir(), '_headers');
    write(file, '/*\n  a: 1\n/app-1.js\n  cache-control: x\n/app-1.js.map\n  cache-control: x\n/b\n  c: 2\n');
    expect(dropUnpublishedHeaderRules(file)).toBe(1);
    expect(fs.readFileSync(file, 'utf8')).toBe('/*\n  a: 1\n/app-1.js\n  cache-control: x\n/b\n  c: 2\n');
  });

  it('schedules the lead delivery function every minute and takes it off the routes visitors can call', () => {
    const dir = tempDir();
    const redirects = path.join(dir, 'public/_redirects');
    write(
      redirects,
      '/api/leads/  /.netlify/functions/leads-js  200\n/api/leads-delivery/  /.netlify/functions/leads-delivery-js  200\n/x  /y  301\n',
    );
    const config = path.join(dir, '.netlify/functions-internal/leads-delivery-js/leads-delivery-js.json');
    write(
      config,
      JSON.stringify({ config: { name: '/api/leads-delivery', includedFiles: ['.cache/functions/leads-delivery.js'] }, version: 1 }),
    );
    const functions = [
      { functionId: 'leads-js', name: '/api/leads' },
      { functionId: 'leads-delivery-js', name: '/api/leads-delivery' },
    ];
    expect(scheduleFunctions(path.join(dir, '.netlify'), redirects, functions)).toEqual(['leads-delivery-js']);
    expect(JSON.parse(fs.readFileSync(config, 'utf8'))).toEqual({
      config: { name: '/api/leads-delivery', includedFiles: ['.cache/functions/leads-delivery.js'], schedule: '* * * * *' },
      version: 1,
    });
    expect(fs.readFileSync(redirects, 'utf8')).toBe('/api/leads/  /.netlify/functions/leads-js  200\n/x  /y  301\n');
    expect(() => scheduleFunctions(path.join(dir, '.netlify'), redirects, functions.slice(0, 1))).toThrow(/leads-delivery/);
  });
});
