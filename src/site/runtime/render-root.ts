/**
 * How the page is put on screen in the browser. gatsby-plugin-offline's service worker answers a returning
 * visitor's page loads with its app shell: the site's frame around no page. Hydrating that as the page the
 * visitor asked for fails (React errors 418 and 423 in the console and error reporting, seen on the zh-CN
 * site) and React throws the frame away. On the shell, React renders the page afresh instead: the shell's
 * frame stays on screen until the page replaces it. A page built with content is hydrated, as Gatsby does;
 * an empty one (a client-only route's shell) is rendered.
 */
import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { APP_SHELL_PATH } from '../../shared/routing/app-shell';

/** Whether the first render hydrates the server's HTML (a built page) rather than rendering afresh (the shell, an empty page). */
export function hydratesServerHtml(): boolean {
  const isShell = Reflect.get(window, 'pagePath') === APP_SHELL_PATH;
  const built = (document.getElementById('gatsby-focus-wrapper')?.children.length ?? 0) > 0;
  return built && !isShell;
}

/**
 * Gatsby renders more than the page through this: under `gatsby develop`, its loading indicator too, into a div of
 * its own that the server never filled, so only a container holding server HTML is hydrated.
 *
 * The hydration is a transition: React then works through the page's frame in slices of 5 ms, yielding to the
 * browser between them, where a first render at default priority is one task (120-175 ms of a phone's main thread
 * in Lighthouse's simulation, most of the blog post's blocking time). A tap on a part not hydrated yet hydrates
 * that part at once, and is answered.
 */
export function renderRoot(element: ReactElement, container: Element | null): void {
  if (!container) return;
  if (container.hasChildNodes() && hydratesServerHtml()) startTransition(() => void hydrateRoot(container, element));
  else createRoot(container).render(element);
}
