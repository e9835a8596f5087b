/**
 * Error boundaries report where in the tree an error was thrown (the component stack). React hands it to
 * componentDidCatch; Preact, which renders the site in its place, does so only with its development
 * tools loaded (preact/debug, too large and too slow for visitors). This hook gives componentDidCatch the
 * same `componentStack` from the tree Preact already keeps: the component that threw and each one above it,
 * one `\n    at Name` line each, as React writes it.
 *
 * It reads two of Preact's internal fields by their published names, which Preact's own packages
 * (preact/debug, preact/devtools) rely on and keep stable through Preact 10: `options.__e` (the error
 * handler each error thrown while rendering passes through) and `vnode.__` (a node's parent).
 */
import { options } from 'preact';

interface TreeNode {
  type?: unknown;
  __?: TreeNode | null;
}

type CatchError = (error: unknown, vnode: TreeNode, oldVNode: unknown, errorInfo?: { componentStack?: string }) => void;

function nameOf(type: unknown): string | null {
  if (typeof type !== 'function') return null;
  const named = type as { displayName?: unknown; name?: unknown };
  if (typeof named.displayName === 'string' && named.displayName) return named.displayName;
  return typeof named.name === 'string' && named.name ? named.name : 'Anonymous';
}

/** The components from `vnode` up to the root, innermost first, as React prints a component stack. */
export function componentStackOf(vnode: TreeNode | null | undefined): string {
  let stack = '';
  for (let node = vnode; node; node = node.__) {
    const name = nameOf(node.type);
    if (name) stack += `\n    at ${name}`;
  }
  return stack;
}

export function installComponentStacks(): void {
  const next: unknown = Reflect.get(options, '__e');
  if (typeof next !== 'function') return;
  const handle = next as CatchError;
  const withStack: CatchError = (error, vnode, oldVNode, errorInfo) => {
    const info = errorInfo ?? {};
    // A promise thrown for Suspense is not an error and needs no stack.
    if (!(error instanceof Object && 'then' in error)) info.componentStack ??= componentStackOf(vnode);
    handle(error, vnode, oldVNode, info);
  };
  Reflect.set(options, '__e', withStack);
}
