/**
 * A whole number grouped by thousands, as both sites write counts ("1,228": CLDR gives en-US and zh-CN the same
 * pattern; format-count.test.ts holds this to Intl.NumberFormat for every site locale). Not Intl itself: the first
 * Intl.NumberFormat a page constructs loads the locale's number data, and on the HS browse page, whose hydration
 * formats four counts, that was the longest task (about 15 ms, 59 at 4x CPU throttling, zh-CN).
 */
export function formatCount(value: number): string {
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
