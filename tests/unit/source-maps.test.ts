import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir';
import { visitFiles } from '../../src/pipeline/files';
import { hideSourceMaps, sourceMapMover, sourceMapUploadPlugins } from '../../src/pipeline/source-maps';

/** The mover over `publicDir` on a walk of its own; how many maps it moved. */
function moveSourceMaps(publicDir: string, privateDir: string): number {
  const mover = sourceMapMover(publicDir, privateDir);
  visitFiles(publicDir, [mover]);
  return mover.moved();
}

function tree(files: Record<string, string>): string {
  const dir = tempDir('maps-');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('source maps', () => {
  it('leave the published folder for the private one, nested paths kept, and nothing else moves', () => {
    const root = tree({
      'public/app-0123.js': 'app',
      'public/app-0123.js.map': '{"version":3}',
      'public/app-0123.js.map.gz': 'stale',
      'public/~partytown/debug/partytown.js': 'partytown',
      'public/~partytown/debug/partytown.js.map': '{}',
      'public/index.html': '<html></html>',
      'private/app-earlier.js.map': '{"version":3}',
    });
    const moved = moveSourceMaps(path.join(root, 'public'), path.join(root, 'private'));
    expect(moved).toBe(2);
    const left = fs.readdirSync(path.join(root, 'public'), { recursive: true }).map(String).sort();
    expect(left.filter((name) => name.includes('.map'))).toEqual([]);
    expect(left).toContain('app-0123.js');
    expect(fs.readFileSync(path.join(root, 'private/app-0123.js.map'), 'utf8')).toBe('{"version":3}');
    expect(fs.existsSync(path.join(root, 'private/~partytown/debug/partytown.js.map'))).toBe(true);
    // An earlier build's map is not this build's.
    expect(fs.existsSync(path.join(root, 'private/app-earlier.js.map'))).toBe(false);
  });

  it('stay private while their scripts are published, when a build wrote no new ones', () => {
    const root = tree({
      'public/app-0123.js': 'app',
      'public/app-0123.js.map': '{"version":3}',
      'public/component-77.js': 'c',
      'public/component-77.js.map': '{}',
    });
    expect(moveSourceMaps(path.join(root, 'public'), path.join(root, 'private'))).toBe(2);
    // The next build left the browser bundle's compile out and no longer publishes one script.
    fs.rmSync(path.join(root, 'public/component-77.js'));
    expect(moveSourceMaps(path.join(root, 'public'), path.join(root, 'private'))).toBe(0);
    expect(fs.readFileSync(path.join(root, 'private/app-0123.js.map'), 'utf8')).toBe('{"version":3}');
    expect(fs.existsSync(path.join(root, 'private/component-77.js.map'))).toBe(false);
  });

  it('are hidden in the browser bundles only', () => {
    const configs: unknown[] = [];
    const actions = { setWebpackConfig: (config: unknown) => configs.push(config) };
    hideSourceMaps({ stage: 'build-html', actions } as unknown as Parameters<typeof hideSourceMaps>[0]);
    hideSourceMaps({ stage: 'build-javascript', actions } as unknown as Parameters<typeof hideSourceMaps>[0]);
    expect(configs).toEqual([{ devtool: 'hidden-source-map' }]);
  });

  it('go to error reporting only when the build holds its upload token', () => {
    expect(sourceMapUploadPlugins({})).toEqual([]);
    expect(sourceMapUploadPlugins({ SENTRY_AUTH_TOKEN: 'token' })).toEqual([
      { resolve: '@sentry/gatsby', options: { enableClientWebpackPlugin: true, deleteSourcemapsAfterUpload: true } },
    ]);
  });
});
