import { describe, expect, it } from 'vitest';
import { publicPageChunks, staticClosure, type Manifest } from './build-manifest';

/** A build's manifest in small: the entry, the app, two routes sharing a chunk, a chart on demand. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['start.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'start.tsx': {
    file: 'assets/start.js',
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['admin.tsx'],
  },
  '_react.js': { file: 'assets/react.js', imports: ['_shared.js'] },
  '_format.js': { file: 'assets/format.js', imports: ['_react.js', '_calendar.js'] },
  '_calendar.js': { file: 'assets/calendar.js' },
  'admin.tsx': { file: 'assets/admin.js', imports: ['_react.js'] },
  'features/public/holdings/holdings-page.tsx': {
    file: 'assets/holdings-page.js',
    imports: ['_react.js', '_format.js'],
    dynamicImports: ['features/public/holdings/allocation-pie.tsx'],
  },
  'features/public/holdings/allocation-pie.tsx': {
    file: 'assets/allocation-pie.js',
    imports: ['features/public/holdings/holdings-page.tsx', '_svg.js', '_format.js'],
  },
  '_svg.js': { file: 'assets/svg.js', imports: ['_react.js'] },
  'features/public/performance/performance-page.tsx': {
    file: 'assets/performance-page.js',
    imports: ['_format.js', '_shared.js'],
  },
  'features/public/mission/mission-page.tsx': { file: 'assets/mission-page.js', imports: ['_react.js'] },
};

describe('staticClosure', () => {
  it('lists each chunk once, before its imports, through shared and circular imports', () => {
    expect(staticClosure(MANIFEST, ['features/public/holdings/allocation-pie.tsx'])).toEqual([
      'assets/allocation-pie.js',
      'assets/holdings-page.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/format.js',
      'assets/calendar.js',
      'assets/svg.js',
    ]);
  });

  it('leaves out what it is told and what only that imports, and keys the manifest lacks', () => {
    expect(staticClosure(MANIFEST, ['_format.js', 'gone.tsx'], new Set(['assets/react.js']))).toEqual([
      'assets/format.js',
      'assets/calendar.js',
    ]);
  });
});

describe('publicPageChunks', () => {
  const byPage = new Map(publicPageChunks(MANIFEST).map((chunks) => [chunks.page, chunks]));

  it('gives every public page the entry, then the app and its route less the entry, then its charts', () => {
    expect([...byPage.keys()]).toEqual([
      '/',
      '/about/holdings',
      '/about/performance',
      '/mission',
      '/agreement',
    ]);
    for (const chunks of byPage.values())
      expect(chunks.entry).toEqual(['assets/index.js', 'assets/shared.js']);
    expect(byPage.get('/')).toMatchObject({ app: ['assets/start.js', 'assets/react.js'], later: [] });
    expect(byPage.get('/about/holdings')).toMatchObject({
      app: [
        'assets/start.js',
        'assets/react.js',
        'assets/holdings-page.js',
        'assets/format.js',
        'assets/calendar.js',
      ],
      later: ['assets/allocation-pie.js', 'assets/svg.js'],
    });
    expect(byPage.get('/about/performance')?.app).toEqual([
      'assets/start.js',
      'assets/react.js',
      'assets/performance-page.js',
      'assets/format.js',
      'assets/calendar.js',
    ]);
    // The app's own pages on demand (admin.tsx) are no public page's.
    for (const chunks of byPage.values())
      expect([...chunks.app, ...chunks.later]).not.toContain('assets/admin.js');
  });

  it('refuses a manifest without the entry, the app or a public route', () => {
    const without = (key: string) =>
      Object.fromEntries(Object.entries(MANIFEST).filter(([name]) => name !== key));
    expect(() => publicPageChunks(without('index.html'))).toThrow(/no entry/);
    expect(() => publicPageChunks(without('start.tsx'))).toThrow(/start\.tsx/);
    expect(() => publicPageChunks(without('features/public/mission/mission-page.tsx'))).toThrow(
      /mission-page/,
    );
  });
});
