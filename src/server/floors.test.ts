import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { FLOORS, SERVER, floorOf, serverFiles } from '../../scripts/server-floors.mjs';

/*
 * The server's floors (docs/architecture.md#books-floor, decision 023): db <- books <- features <-
 * routes, with the kit under all of them. ESLint's zones hold each file to them; these tests read every
 * import themselves, `import type` included (which import/no-cycle skips), and show that an import
 * against the zones fails the lint.
 */

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g;

/** Every relative import of every source file of src/server, resolved to a file of src/server. */
function importGraph(): Map<string, string[]> {
  const files = serverFiles();
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(SERVER, file), 'utf8');
    const targets: string[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const spec = (match[1] ?? match[2])!;
      const base = path.normalize(path.join(path.dirname(file), spec));
      const resolved = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => known.has(f));
      if (resolved) targets.push(resolved);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components with more than one file (Tarjan): each is a circle of imports. */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

describe("the server's floors", () => {
  const graph = importGraph();

  it('reads the imports: the books floor is imported by the features, and imports none of them', () => {
    const intoBooks = [...graph].filter(([file, targets]) => {
      return floorOf(file) === 'features' && targets.some((target) => floorOf(target) === 'books');
    });
    expect(intoBooks.length).toBeGreaterThan(20);
    expect(graph.get('books/index.ts')).toEqual(expect.arrayContaining(['books/guard-write.ts']));
  });

  it('has no import that runs up a floor, types included', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => FLOORS.indexOf(floorOf(target)) > FLOORS.indexOf(floorOf(file)))
        .map((target) => `${file} (${floorOf(file)}) -> ${target} (${floorOf(target)})`),
    );
    expect(upward).toEqual([]);
  });

  it('has no circle of imports, types included', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('names the floors as the architecture does', () => {
    expect(floorOf('db/schema.ts')).toBe('db');
    expect(floorOf('db/migrate-cli.ts')).toBe('routes');
    expect(floorOf('books/guard-write.ts')).toBe('books');
    expect(floorOf('periods/period-close.ts')).toBe('features');
    expect(floorOf('sample-data/sample-fund.ts')).toBe('features');
    expect(floorOf('init-embedded.ts')).toBe('routes');
    expect(floorOf('http-error.ts')).toBe('kit');
  });
});

describe("ESLint's zones", () => {
  const eslint = new ESLint();
  const problems = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.resolve(SERVER, file) });
    return result!.messages.filter((message) => message.ruleId === 'import/no-restricted-paths');
  };

  it.each([
    ['db importing the books floor', 'db/schema.ts', "import { guardWrite } from '../books';"],
    [
      'the books floor importing a feature',
      'books/units-held.ts',
      "import { recordInvestment } from '../investors/investment-writes';",
    ],
    [
      'the books floor importing a feature, for a type only',
      'books/guard-write.ts',
      "import type { PositionRecord } from '../trades/records';",
    ],
    [
      'a feature importing a route',
      'requests/request-writes.ts',
      "import { portalHooks } from '../routes/my-account';",
    ],
    [
      'the database seeding the sample fund',
      'db/create-embedded.ts',
      "import { seedSampleFund } from '../sample-data/sample-fund';",
    ],
  ])(
    'an import against the zones fails the lint: %s',
    async (_name, file, line) => {
      const found = await problems(file, `${line}\nexport const used = 1;\n`);
      expect(found.map((message) => message.message)).toEqual([
        expect.stringMatching(/imported in restricted zone\. The \w+ floor of src\/server imports only/),
      ]);
    },
    60_000,
  );

  it('an import down the floors passes', async () => {
    const found = await problems(
      'requests/request-writes.ts',
      "import { guardWrite } from '../books';\nimport { investments } from '../db/schema';\nexport const used = [guardWrite, investments];\n",
    );
    expect(found).toEqual([]);
  }, 60_000);
});
