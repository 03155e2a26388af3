import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser loads; source maps are left out (they are not served unless asked for). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this a compressed copy saves less than the headers it costs. */
export const MIN_BYTES = 1024;

export interface CompressedFile {
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return (
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      // .vite/ holds the build manifest, which is read by tools and never served.
      .filter(
        (file) =>
          !path
            .relative(dir, file)
            .split(path.sep)
            .some((part) => part.startsWith('.')),
      )
  );
}

/**
 * Writes `name.br` (Brotli, quality 11) and `name.gz` (gzip, level 9) beside every text file of `dir`
 * of at least MIN_BYTES, where the copy is smaller than the file. The work happens once, at build
 * time, so the server can use the slowest, smallest settings and spend nothing per request.
 */
export async function compressDirectory(dir: string): Promise<CompressedFile[]> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  const results = await Promise.all(
    files.map(async (file): Promise<CompressedFile | null> => {
      const content = await fs.readFile(file);
      if (content.length < MIN_BYTES) return null;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
      return { file: path.relative(dir, file), bytes: content.length, br: br.length, gzip: gz.length };
    }),
  );
  return results.filter((result): result is CompressedFile => result !== null);
}

/** Vite plugin: compress the browser's build output once it is written (never a server build). */
export function compressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'fund:compress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const compressed = await compressDirectory(outDir);
      const total = compressed.reduce((sum, file) => sum + file.bytes, 0);
      const br = compressed.reduce((sum, file) => sum + file.br, 0);
      this.info?.(
        `${compressed.length} files compressed: ${(total / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB with Brotli`,
      );
    },
  };
}
