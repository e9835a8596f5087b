
/** A plain bulleted, or with `ordered` numbered, list of sentences. */
export function PointList({ items, ordered = false, className }: { items: ReadonlyArray<string>; ordered?: boolean; className?: string }) {
  const entries = items.map((item) => <li key={item}>{item}</li>);
  return ordered ? <ol className={className}>{entries}</ol> : <ul className={className}>{entries}</ul>;
}
