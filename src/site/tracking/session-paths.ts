/** The last paths of this visit (spec: 5), attached to error reports so a report says how the visitor got there. */
export const PATH_LOG_SIZE = 5;
const KEY = 'hl-recent-paths';

export function appendPath(log: ReadonlyArray<string>, path: string, size: number = PATH_LOG_SIZE): string[] {
  if (log[log.length - 1] === path) return [...log];
  return [...log, path].slice(-size);
}

export function readPathLog(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string').slice(-PATH_LOG_SIZE) : [];
  } catch {
    return [];
  }
}

export function recordPath(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, path: string): string[] {
  const next = appendPath(readPathLog(storage), path);
  try {
    storage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the log is a courtesy, never a failure.
  }
  return next;
}

/** Before the new page renders, so a report from its rendering already knows the path. */
export function routeChanging(pathname: string): void {
  try {
    recordPath(window.sessionStorage, pathname);
  } catch {
    // sessionStorage blocked (some privacy modes): no path log.
  }
}
