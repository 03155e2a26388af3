/*
 * What each public page runs, read from Vite's build manifest (dist/client/.vite/manifest.json). The
 * script budgets count it (scripts/ci/script-budgets.ts, decision 028) and the server names it in a
 * server-rendered page's modulepreload links (decision 034), so both read the same list.
 */

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Each public page and the module its route loads (null: it comes with the app). */
export const PUBLIC_PAGE_MODULES: readonly [page: string, routeModule: RegExp | null][] = [
  ['/', null],
  ['/about/holdings', /holdings-page\.tsx$/],
  ['/about/performance', /performance-page\.tsx$/],
  ['/mission', /mission-page\.tsx$/],
  ['/agreement', null],
];

/**
 * The files of the chunks `keys` name and of everything they import statically, each once, in
 * depth-first order from the first key (a chunk before its imports). Keys the manifest lacks are
 * skipped, as are the files in `except` and what only they import.
 */
export function staticClosure(
  manifest: Manifest,
  keys: readonly string[],
  except: ReadonlySet<string> = new Set(),
): string[] {
  const files: string[] = [];
  const seen = new Set(except);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

export interface PageChunks {
  page: string;
  /** The entry and its static imports: the build's index.html names them already. */
  entry: string[];
  /**
   * What the entry fetches once the page has painted (main.tsx): the app (start.tsx) and the route's
   * chunk, with their static imports, less the entry's.
   */
  app: string[];
  /** The chunks the route imports on demand (its charts), with their static imports, less the above. */
  later: string[];
}

/** Each public page's chunks (PUBLIC_PAGE_MODULES); throws where the manifest lacks the entry, the app or a route. */
export function publicPageChunks(manifest: Manifest): PageChunks[] {
  const keys = Object.keys(manifest);
  const entryKey = keys.find((key) => manifest[key]!.isEntry);
  const appKey = keys.find((key) => /(^|\/)start\.tsx$/.test(key));
  if (!entryKey || !appKey) throw new Error('the manifest names no entry or no start.tsx');
  const entry = staticClosure(manifest, [entryKey]);
  return PUBLIC_PAGE_MODULES.map(([page, routeModule]) => {
    const routeKey = routeModule ? keys.find((key) => routeModule.test(key)) : undefined;
    if (routeModule && !routeKey) throw new Error(`no chunk in the manifest matches ${routeModule}`);
    const app = staticClosure(manifest, routeKey ? [appKey, routeKey] : [appKey], new Set(entry));
    const later = routeKey
      ? staticClosure(manifest, manifest[routeKey]!.dynamicImports ?? [], new Set([...entry, ...app]))
      : [];
    return { page, entry, app, later };
  });
}
