/** Runs once per vitest run, before any test file: names the folder the test files share a lead-database template in. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where freshLeadsDir (leads-dir.ts) keeps the run's template, made by the first file that needs it. */
    leadsTemplateRoot: string;
  }
}

export default function setup(project: TestProject): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-templates-'));
  project.provide('leadsTemplateRoot', root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
