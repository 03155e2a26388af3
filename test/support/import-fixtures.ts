import { readFileSync } from 'node:fs';

/** The text of a broker file under test/fixtures/imports. */
export function importFixture(name: string): string {
  return readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url), 'utf8');
}
