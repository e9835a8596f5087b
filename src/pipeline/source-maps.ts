/**
 * Source maps are for whoever decodes a stack trace, not for visitors: the scripts are built with hidden
 * maps (no sourceMappingURL comment), and after the build the maps leave the published folder for a private
 * one beside it. When error reporting is configured to receive them (SENTRY_AUTH_TOKEN), @sentry/gatsby's
 * webpack plugin uploads them during the build and deletes them from public/ itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import type { FileVisitor } from './files';

/** Hidden maps for the browser bundles: written, but no script points at one. */
export function hideSourceMaps({ stage, actions }: Pick<CreateWebpackConfigArgs, 'stage' | 'actions'>): void {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: 'hidden-source-map' });
}

/**
 * Moves every `.map` under `publicDir` (and a stale `.map.gz`) to the same place under `privateDir`, which then holds
 * the maps of the scripts `publicDir` holds, and no other: a map whose script is gone would say the site still holds
 * code it no longer does. A build whose scripts did not change writes no maps (Gatsby leaves out an unchanged browser
 * bundle's compile), and the maps moved by the build that wrote those scripts stay.
 */
export function sourceMapMover(publicDir: string, privateDir: string): FileVisitor & { moved(): number } {
  let moved = 0;
  let dropped = 0;
  const scripts = new Set<string>();
  return {
    moved: () => moved,
    visit(file) {
      if (file.path.endsWith('.map.gz')) {
        fs.rmSync(file.path);
        return;
      }
      if (!file.path.endsWith('.map')) {
        scripts.add(path.relative(publicDir, file.path));
        return;
      }
      const dest = path.join(privateDir, path.relative(publicDir, file.path));
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      fs.renameSync(file.path, dest);
      moved += 1;
    },
    finish() {
      if (!fs.existsSync(privateDir)) return;
      for (const name of fs.readdirSync(privateDir, { recursive: true, withFileTypes: true })) {
        if (!name.isFile()) continue;
        const map = path.join(name.parentPath, name.name);
        if (scripts.has(path.relative(privateDir, map).replace(/\.map$/, ''))) continue;
        fs.rmSync(map);
        dropped += 1;
      }
    },
    report: () => `source maps: ${moved} moved out of public/, ${dropped} of scripts no longer published dropped`,
  };
}

/** @sentry/gatsby as a build plugin, only when the build may upload maps (it needs the token). */
export function sourceMapUploadPlugins(env: Record<string, string | undefined> = process.env) {
  if (!env.SENTRY_AUTH_TOKEN) return [];
  return [{ resolve: '@sentry/gatsby', options: { enableClientWebpackPlugin: true, deleteSourcemapsAfterUpload: true } }];
}
