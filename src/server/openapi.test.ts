import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { startTestIssuer, type TestIssuer } from '../../test/support/test-issuer';
import { tempDir, testConfig } from '../../test/support/test-config';

/** Every `$ref` in the document, at any depth. */
function refsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsOf(item, found));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsOf(value, found);
    }
  }
  return found;
}

describe('the OpenAPI document states the conventions once', () => {
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let doc: {
    info: { description: string };
    components: { schemas: Record<string, unknown> };
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };

  beforeAll(async () => {
    issuer = await startTestIssuer();
    app = await buildApp(
      testConfig(issuer.issuer, { CLIENT_DIR: tempDir('fund-spa-'), DATA_DIR: 'memory://' }),
    );
    doc = (await app.inject('/api/openapi.json')).json();
  });
  afterAll(async () => {
    await app?.close();
    await issuer?.close();
  });

  it('describes the error, instant, figure and clock conventions', () => {
    for (const phrase of [
      '{ "error": "..." }',
      "ending in Z: '2025-07-01T10:00:00.123Z'",
      'JSON numbers',
      'FUND_TIME_ZONE',
    ]) {
      expect(doc.info.description).toContain(phrase);
    }
  });

  it('defines the error and instant schemas once, as shared components', () => {
    expect(doc.components.schemas).toMatchObject({
      Error: { type: 'object', required: ['error'] },
      Instant: { type: 'string' },
    });
    const refs = refsOf(doc.paths);
    expect(refs).toContain('#/components/schemas/Error');
    expect(refs).toContain('#/components/schemas/Instant');
  });

  it('answers a refusal of the investor routes with the shared error schema', () => {
    expect(doc.paths['/api/investors/{id}']!.get!.responses['404']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });
});
