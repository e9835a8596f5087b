import { DefinitionList } from './DefinitionList';

/** Key figures, each a large value with its label. */
export function StatList({ items }: { items: ReadonlyArray<{ label: string; value: string }> }) {
  return <DefinitionList className="stats" items={items.map((stat) => ({ term: stat.label, text: stat.value }))} />;
}
