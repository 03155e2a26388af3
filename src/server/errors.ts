import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';
import { validationMessage } from './validation';

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  return validationMessage(
    error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid input',
    })),
    error.validationContext ?? 'request',
  );
}

/** Every error leaves as `{ "error": "..." }`; a 5xx never leaks internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: describeValidation(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ error: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ error: 'Internal server error' });
    }
    return reply.status(status).send({ error: error.message });
  });
}
