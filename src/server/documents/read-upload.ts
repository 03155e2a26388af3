import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  fileTooLarge,
  ONE_FILE_AT_A_TIME,
  UPLOAD_NOT_MULTIPART,
  UPLOAD_NOT_READABLE,
} from '../../domain/documents/messages';
import { HttpError } from '../http-error';

export interface ReceivedUpload {
  /** Null when the form carries no file (or the browser's empty part for "no file chosen"). */
  file: { filename: string; content: Buffer } | null;
  /** Text fields by name; the first of a repeated name counts. */
  fields: Record<string, string>;
}

/**
 * The multipart parser's settings for the upload form: one file of at most `maxBytes` and three short
 * fields (anything beyond that is not our form). A file over the limit is cut off, not thrown about, so
 * readUpload can refuse it with its own words.
 */
export function uploadParserOptions(maxBytes: number): FastifyMultipartOptions {
  return {
    throwFileSizeLimit: false,
    limits: { files: 1, fields: 10, parts: 12, fieldSize: 16 * 1024, headerPairs: 100, fileSize: maxBytes },
  };
}

function refusal(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, ONE_FILE_AT_A_TIME);
  return new HttpError(400, UPLOAD_NOT_READABLE);
}

/**
 * Reads the multipart form as it streams in (the parser set up with uploadParserOptions). The file
 * field ('file') is collected in memory up to the limit; past it the parser drops the rest and the
 * upload is refused with 413, so an oversized file never holds more than the limit in memory.
 * Nothing is written anywhere here.
 */
export async function readUpload(
  request: FastifyRequest,
  /** For the refusal's text: 'File is larger than the 25 MB limit'. */
  maxMegabytes: number,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new HttpError(415, UPLOAD_NOT_MULTIPART);
  const upload: ReceivedUpload = { file: null, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !Object.hasOwn(upload.fields, part.fieldname))
          upload.fields[part.fieldname] = part.value;
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw new HttpError(413, fileTooLarge(maxMegabytes));
      if (part.fieldname === 'file' && part.filename !== '')
        upload.file = { filename: part.filename, content: Buffer.concat(chunks) };
    }
  } catch (error) {
    const refused = refusal(error);
    if (refused.statusCode === 400) request.log.debug({ err: error }, 'upload refused');
    throw refused;
  }
  return upload;
}
