/**
 * What the content files' tests share: a copy of content/ made before each test and removed after it, edits that
 * must change something, the line a text is on, and the problems a load reports.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { contentDir } from './dir';
import { ContentError } from './read';

export function contentCopy() {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'phx-content-'));
    cpSync(contentDir(), dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const path = (file: string) => join(dir, file);
  return {
    /** The copy's folder (a new one in each test). */
    get dir() {
      return dir;
    },
    path,
    /** Rewrites a file of the copy (`pages/faq.de.md`); a change that changes nothing fails the test. */
    edit(file: string, change: (text: string) => string) {
      const before = readFileSync(path(file), 'utf8');
      const after = change(before);
      expect(after, 'the test changed nothing').not.toBe(before);
      writeFileSync(path(file), after);
    },
    /** The line (from 1) a text is on in a file of the copy. */
    lineOf: (file: string, text: string) =>
      readFileSync(path(file), 'utf8')
        .split('\n')
        .findIndex((line) => line.includes(text)) + 1,
  };
}

/** The problems a load reports (none when it loads). */
export function problemsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}
