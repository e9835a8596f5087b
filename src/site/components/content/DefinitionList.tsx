import React from 'react';

interface DefinitionListProps {
  items: ReadonlyArray<{ term: string; text: React.ReactNode }>;
  /** `stats` shows each text as a large figure under its term. */
  className?: 'definition-list' | 'stats';
}

/** Terms, each with its explanation or value. */
export function DefinitionList({ items, className = 'definition-list' }: DefinitionListProps) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.term}>
          <dt>{item.term}</dt>
          <dd>{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}
