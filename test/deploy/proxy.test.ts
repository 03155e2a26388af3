import { describe, expect, it } from 'vitest';
import { readinessProblems, reverseProxies } from './caddyfile';
import { compose, read } from './files';

/*
 * The proxy keeps traffic off replicas that are not ready (issue 26, decision 031), read from the
 * Caddyfile compose mounts and from the guide's examples: the health checking must be of a kind that
 * works with the kind of upstream.
 */

const mounted = compose()
  .services.proxy!.volumes!.find((volume) => volume.includes(':/etc/caddy/Caddyfile'))!
  .split(':')[0]!
  .replace(/^\.\//, '');

describe("compose's Caddyfile", () => {
  const proxies = reverseProxies(read(mounted));

  it('has one reverse proxy, over the app service found by DNS', () => {
    expect(proxies).toHaveLength(1);
    const dynamic = proxies[0]!.block.find((each) => each.name === 'dynamic');
    expect(dynamic?.args[0]).toBe('a');
    const setting = (name: string) => dynamic?.block.find((each) => each.name === name)?.args[0];
    expect(setting('name')).toBe('app');
    expect(setting('port')).toBe('3000');
  });

  it('judges readiness in a way that works for its upstream kind', () => {
    expect(readinessProblems(proxies[0]!)).toEqual([]);
  });
});

describe('the readiness rule', () => {
  it('refuses what compose had before: active checks on dynamic upstreams, which never run', () => {
    const before = `fund.example.com {
	reverse_proxy {
		dynamic a {
			name app
			port 3000
		}
		health_uri /api/ready
		lb_try_duration 5s
	}
}`;
    expect(readinessProblems(reverseProxies(before)[0]!)).toEqual([
      'health_uri does nothing for dynamic upstreams (Caddy runs no active checks for them)',
      'dynamic upstreams need passive health checks: fail_duration > 0',
      'passive health checks must count 503 (not ready) as a failure: unhealthy_status 503',
    ]);
  });

  it('refuses a static list without active checks, and accepts one with them', () => {
    const without = 'a.example { \n reverse_proxy 127.0.0.1:3000 127.0.0.1:3001 \n}';
    expect(readinessProblems(reverseProxies(without)[0]!)).toContain(
      'static upstreams need active health checks: health_uri /api/ready',
    );
    const withChecks = `a.example {
	reverse_proxy 127.0.0.1:3000 127.0.0.1:3001 {
		health_uri /api/ready
		lb_try_duration 5s
	}
}`;
    expect(readinessProblems(reverseProxies(withChecks)[0]!)).toEqual([]);
  });
});

describe("the guide's Caddy examples", () => {
  const blocks = [...read('docs/deploy.md').matchAll(/```(?:caddy)?\n([^`]*?reverse_proxy[^`]*?)```/g)]
    .map((match) => match[1]!)
    .filter((block) => !block.includes('proxy_pass'));

  it('are there, and each judges readiness in a way that works for its upstream kind', () => {
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      for (const proxy of reverseProxies(block)) expect(readinessProblems(proxy), block).toEqual([]);
    }
  });
});
