
/** Short titled points in a grid; `ordered` numbers them as the steps of a process. */
export function FeatureList({ items, ordered = false }: { items: ReadonlyArray<{ title: string; text: string }>; ordered?: boolean }) {
  const entries = items.map((item) => (
    <li key={item.title}>
      <h3>{item.title}</h3>
      <p>{item.text}</p>
    </li>
  ));
  return ordered ? <ol className="features steps">{entries}</ol> : <ul className="features">{entries}</ul>;
}
