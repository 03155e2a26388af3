import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { parseDockerfile } from '../../scripts/ci/dockerfile';

/* The deployment's files as data, for the tests beside this one (decisions 016 and 031). */

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

export interface Service {
  image?: string;
  build?: unknown;
  container_name?: string;
  ports?: string[];
  expose?: string[];
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  env_file?: string | (string | { path: string; required?: boolean })[];
  volumes?: string[];
  tmpfs?: string[];
  healthcheck?: { test: string[] };
  read_only?: boolean;
  networks?: Record<string, { ipv4_address?: string } | null> | string[];
  cap_drop?: string[];
  cap_add?: string[];
  security_opt?: string[];
  init?: boolean;
  mem_limit?: string;
  logging?: { driver?: string; options?: Record<string, string> };
  user?: string;
}

export interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  networks?: Record<string, { ipam?: unknown } | null>;
}

export const compose = () => parse(read('compose.yaml'), { merge: true }) as Compose;

/** The Dockerfile's last stage: what the image runs. */
export function runtimeStage() {
  const instructions = parseDockerfile(read('Dockerfile'));
  const last = instructions.slice(instructions.findLastIndex((each) => each.keyword === 'FROM'));
  const of = (keyword: string) => last.filter((each) => each.keyword === keyword).map((each) => each.args);
  const env: Record<string, string> = {};
  for (const args of of('ENV')) {
    for (const match of args.matchAll(/(\w+)=("([^"]*)"|\S*)/g)) env[match[1]!] = match[3] ?? match[2]!;
  }
  const volumes = of('VOLUME').flatMap((args) =>
    args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/),
  );
  /** Each COPY's destination with its --chown and --chmod. */
  const copies = of('COPY').map((args) => {
    const words = args.split(/\s+/);
    const flag = (name: string) => words.find((word) => word.startsWith(`--${name}=`))?.split('=')[1];
    const paths = words.filter((word) => !word.startsWith('--'));
    return { destination: paths.at(-1)!, chown: flag('chown'), chmod: flag('chmod') };
  });
  return { instructions, last, of, env, volumes, copies, user: of('USER').at(-1) ?? 'root' };
}

/** Names of the settings the app reads: the keys of src/server/config.ts's schema, read as text. */
export function settingNames(): string[] {
  const source = read('src/server/config.ts');
  const names = new Set<string>();
  for (const match of source.matchAll(/^\s+([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*):\s/gm)) names.add(match[1]!);
  return [...names].sort();
}
