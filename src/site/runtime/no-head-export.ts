/**
 * In the browser bundle's place of Gatsby's handler of a page's Head export (src/pipeline/webpack.ts says why): no
 * page exports one, so there is nothing to render into the document.
 */
export function headHandlerForBrowser(): void {
  // The page's head is the server's, from the head facts, and gatsby-browser's onRouteUpdate sets it on navigation.
}
