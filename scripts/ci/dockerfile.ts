import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/*
 * The Dockerfile's own steps, performed without a container engine (none runs on CI's machines): each
 * stage gets a folder that stands for its file system, WORKDIR, COPY (from the build context or another
 * stage), ENV and RUN are carried out there in order, and the last stage's CMD, HEALTHCHECK, VOLUME
 * and ENV are handed back to be started. RUN steps run on this machine's Node and npm, so they must
 * stay relative to WORKDIR (the Dockerfile says so). Not emulated: the base image (the Node 24 on
 * PATH stands in for node:24), USER and --chown/--chmod (the steps run as the CI user; the deploy unit
 * tests read ownership from the Dockerfile itself), and a read-only root file system.
 */

export interface Stage {
  name: string;
  /** The folder that stands for the stage's `/`. */
  root: string;
  workdir: string;
  env: Record<string, string>;
}

export interface Image extends Stage {
  cmd: string[];
  healthcheck: string[] | null;
  volumes: string[];
  user: string | null;
  exposed: string[];
}

interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

/** The Dockerfile's instructions, comments dropped and continued lines joined. */
export function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const first = lines[i]!.trim();
    if (first === '' || first.startsWith('#')) continue;
    const start = i;
    let joined = lines[i]!.trimEnd();
    while (joined.endsWith('\\') && i + 1 < lines.length) {
      i += 1;
      const next = lines[i]!.trim();
      joined = `${joined.slice(0, -1).trimEnd()} ${next.startsWith('#') ? '' : next}`;
    }
    const match = /^(\w+)\s+(.*)$/s.exec(joined.trim());
    if (!match) throw new Error(`Dockerfile line ${start + 1}: not an instruction`);
    instructions.push({ keyword: match[1]!.toUpperCase(), args: match[2]!.trim(), line: start + 1 });
  }
  return instructions;
}

/** `["node", "x"]` (exec form) as its words; a shell form runs through `sh -c`. */
function commandOf(args: string): string[] {
  if (args.startsWith('[')) return JSON.parse(args) as string[];
  return ['sh', '-c', args];
}

/** `A=1 B="two words"`, the form ENV takes here. */
function parseEnv(args: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const match of args.matchAll(/(\w+)=("([^"]*)"|\S*)/g)) env[match[1]!] = match[3] ?? match[2]!;
  return env;
}

/** .dockerignore's patterns as a test of a context-relative path (`*`, `**`, `!` exceptions). */
function ignoreRules(text: string): (file: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = (negate ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
      const regex = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '.*'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/');
      return { negate, regex: new RegExp(`^${regex}(/.*)?$`) };
    });
  return (file) => {
    let ignored = false;
    for (const rule of rules) if (rule.regex.test(file)) ignored = !rule.negate;
    return ignored;
  };
}

/** The build context: the repository's files (tracked and new, not git-ignored) less .dockerignore's. */
export function buildContext(repo: string, into: string): void {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repo,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const dockerignore = path.join(repo, '.dockerignore');
  const ignored = ignoreRules(fs.existsSync(dockerignore) ? fs.readFileSync(dockerignore, 'utf8') : '');
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (ignored(file) || !fs.existsSync(path.join(repo, file))) continue;
    fs.mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(into, file));
  }
}

const inside = (stage: Stage, target: string) =>
  path.join(stage.root, path.posix.isAbsolute(target) ? target : path.posix.join(stage.workdir, target));

/** COPY's rule: a folder's contents go into the destination; several sources need a folder there. */
function copy(sources: string[], destination: string, toFolder: boolean): void {
  for (const source of sources) {
    if (!fs.existsSync(source)) throw new Error(`COPY: ${source} does not exist`);
    const stat = fs.statSync(source);
    if (stat.isDirectory()) {
      fs.mkdirSync(destination, { recursive: true });
      fs.cpSync(source, destination, { recursive: true });
    } else {
      const target = toFolder ? path.join(destination, path.basename(source)) : destination;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(source, target);
    }
  }
}

/** Performs every stage of `dockerfile` in `workspace`, reading the build context from `context`. */
export function buildImage(dockerfile: string, context: string, workspace: string, log = console.log): Image {
  const stages = new Map<string, Stage>();
  let stage: Stage | null = null;
  const finalImage = {
    cmd: [] as string[],
    healthcheck: null as string[] | null,
    volumes: [] as string[],
    user: null as string | null,
    exposed: [] as string[],
  };
  for (const instruction of parseDockerfile(fs.readFileSync(dockerfile, 'utf8'))) {
    const { keyword, args, line } = instruction;
    if (keyword === 'FROM') {
      const name = /\bAS\s+(\S+)$/i.exec(args)?.[1] ?? `stage-${stages.size}`;
      stage = { name, root: path.join(workspace, name), workdir: '/', env: {} };
      fs.mkdirSync(stage.root, { recursive: true });
      stages.set(name, stage);
      Object.assign(finalImage, { cmd: [], healthcheck: null, volumes: [], user: null, exposed: [] });
      log(`[${name}] FROM ${args}`);
      continue;
    }
    if (!stage) throw new Error(`Dockerfile line ${line}: ${keyword} before FROM`);
    switch (keyword) {
      case 'WORKDIR':
        stage.workdir = path.posix.resolve(stage.workdir, args);
        fs.mkdirSync(inside(stage, stage.workdir), { recursive: true });
        break;
      case 'ENV':
        Object.assign(stage.env, parseEnv(args));
        break;
      case 'COPY': {
        const words = args.split(/\s+/);
        const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
        const paths = words.filter((word) => !word.startsWith('--'));
        const destination = paths.pop()!;
        const source = from ? stages.get(from) : null;
        if (from && !source) throw new Error(`Dockerfile line ${line}: no stage ${from}`);
        const sources = paths.map((each) =>
          source ? path.join(source.root, each) : path.join(context, each),
        );
        copy(sources, inside(stage, destination), destination.endsWith('/') || sources.length > 1);
        break;
      }
      case 'RUN': {
        log(`[${stage.name}] RUN ${args}`);
        const result = spawnSync('sh', ['-c', args], {
          cwd: inside(stage, stage.workdir),
          env: { ...process.env, ...stage.env },
          stdio: 'inherit',
        });
        if (result.status !== 0)
          throw new Error(`Dockerfile line ${line}: RUN ${args} failed (${result.status})`);
        break;
      }
      case 'CMD':
        finalImage.cmd = commandOf(args);
        break;
      case 'HEALTHCHECK':
        finalImage.healthcheck = commandOf(args.slice(args.indexOf('CMD') + 3).trim());
        break;
      case 'VOLUME':
        finalImage.volumes = args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/);
        break;
      case 'USER':
        finalImage.user = args;
        break;
      case 'EXPOSE':
        finalImage.exposed = args.split(/\s+/);
        break;
      case 'STOPSIGNAL':
      case 'LABEL':
      case 'ARG':
        break;
      default:
        throw new Error(`Dockerfile line ${line}: ${keyword} is not one this script performs`);
    }
  }
  if (!stage) throw new Error('The Dockerfile has no stage');
  return { ...stage, ...finalImage };
}
