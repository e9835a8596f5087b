import React from 'react';
import { PageHeader } from '../content/PageHeader';
import { Section } from '../content/Section';

interface ToolPageProps {
  title: string;
  lead: string;
  /** The first section, which holds the tool: the id of its heading (which names the tool's form) and its title. */
  toolHeadingId: string;
  toolTitle: string;
  /** The paragraph above the tool. */
  intro: string;
  /** The tool, given the id of the heading that names it. */
  tool: (labelledBy: string) => React.ReactNode;
  /** The sections after the tool's. */
  children: React.ReactNode;
}

/** A page built around a tool: its header, the section with the tool, then the page's own sections. */
export function ToolPage({ title, lead, toolHeadingId, toolTitle, intro, tool, children }: ToolPageProps) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Section headingId={toolHeadingId} title={toolTitle} containerClassName="narrow">
        <p>{intro}</p>
        {tool(toolHeadingId)}
      </Section>
      {children}
    </>
  );
}
