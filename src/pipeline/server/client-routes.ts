import fs from 'node:fs';
import path from 'node:path';

/** Client-only routes: one HTML shell serves every path under the prefix without a page of its own; the browser reads the rest. */
export const CLIENT_ROUTES = [{ prefix: '/earth/vessel/', shell: '/earth/vessel/', template: 'vessel-page' }] as const;

/**
 * The adapter moves a client-only route's HTML shell and page data to files named after its pattern
 * (`/earth/vessel/[...].html`, `/page-data/earth/vessel/[...]`), which its rewrites point at; nginx, any
 * other static server and the browser's page-data request look for them at the page's own path, so they
 * are put back there as well. Returns the files restored.
 */
export function restoreClientRouteFiles(publicDir: string): string[] {
  const restored: string[] = [];
  for (const route of CLIENT_ROUTES) {
    const shell = route.shell.slice(1);
    const prefix = route.prefix.slice(1);
    const pairs: Array<[string, string]> = [
      [path.join(shell, 'index.html'), path.join(prefix, '[...].html')],
      [path.join('page-data', shell, 'page-data.json'), path.join('page-data', prefix, '[...]')],
    ];
    for (const [own, moved] of pairs) {
      if (fs.existsSync(path.join(publicDir, own)) || !fs.existsSync(path.join(publicDir, moved))) continue;
      fs.copyFileSync(path.join(publicDir, moved), path.join(publicDir, own));
      restored.push(own);
    }
  }
  return restored;
}
