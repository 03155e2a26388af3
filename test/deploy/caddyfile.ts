/*
 * A Caddyfile as data, enough to judge its reverse proxies' health checking (decision 031): directives
 * with their arguments and nested blocks, comments dropped. Quoting and snippets are not needed here.
 */

export interface Directive {
  name: string;
  args: string[];
  block: Directive[];
}

export function parseCaddyfile(text: string): Directive[] {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter(Boolean);
  let index = 0;
  function parseBlock(): Directive[] {
    const directives: Directive[] = [];
    while (index < lines.length) {
      const line = lines[index++]!;
      if (line === '}') return directives;
      const opens = line.endsWith('{');
      const words = (opens ? line.slice(0, -1) : line).trim().split(/\s+/).filter(Boolean);
      const directive: Directive = { name: words[0] ?? '', args: words.slice(1), block: [] };
      if (opens) directive.block = parseBlock();
      directives.push(directive);
    }
    return directives;
  }
  return parseBlock();
}

function* walk(directives: Directive[]): Generator<Directive> {
  for (const directive of directives) {
    yield directive;
    yield* walk(directive.block);
  }
}

export const reverseProxies = (text: string) =>
  [...walk(parseCaddyfile(text))].filter((directive) => directive.name === 'reverse_proxy');

const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/;
const seconds = (value: string | undefined) => {
  const match = value === undefined ? null : DURATION.exec(value);
  if (!match) return 0;
  return Number(match[1]) * { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2] as 'ms' | 's' | 'm' | 'h'];
};

/**
 * Why this reverse proxy would send traffic to a replica that is not ready, or [] when it would not.
 * Caddy's docs (reverse_proxy, Dynamic upstreams): "active health checks do not run for dynamic
 * upstreams", so those need passive checks that count a 503; a static list needs active checks of
 * /api/ready.
 */
export function readinessProblems(proxy: Directive): string[] {
  const sub = (name: string) => proxy.block.find((each) => each.name === name);
  const problems: string[] = [];
  const dynamic = sub('dynamic');
  const upstreams = [...proxy.args.filter((arg) => !arg.startsWith('/')), ...(sub('to')?.args ?? [])];
  if (!dynamic && upstreams.length === 0) problems.push('no upstream');
  if (dynamic) {
    if (sub('health_uri')) {
      problems.push('health_uri does nothing for dynamic upstreams (Caddy runs no active checks for them)');
    }
    if (seconds(sub('fail_duration')?.args[0]) <= 0) {
      problems.push('dynamic upstreams need passive health checks: fail_duration > 0');
    }
    const statuses = sub('unhealthy_status')?.args ?? [];
    if (!statuses.includes('503') && !statuses.includes('5xx')) {
      problems.push('passive health checks must count 503 (not ready) as a failure: unhealthy_status 503');
    }
  } else if (sub('health_uri')?.args[0] !== '/api/ready') {
    problems.push('static upstreams need active health checks: health_uri /api/ready');
  }
  if (upstreams.length > 1 || dynamic) {
    const tries = seconds(sub('lb_try_duration')?.args[0]) > 0 || Number(sub('lb_retries')?.args[0] ?? 0) > 0;
    if (!tries) problems.push('several upstreams: lb_try_duration or lb_retries so a refused one is retried');
  }
  return problems;
}
