import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { processRequest, Upload, type FileUpload } from 'graphql-upload-minimal';
import { MAX_UPLOAD_BYTES, Reason } from '@mingle/shared';
import { AppError } from '../lib/errors';

/** Files one multipart request may carry (the schema takes one per `uploadFile`). */
const MAX_FILES = 5;
/**
 * The `operations` and `map` fields. `uploadFile` with its variables is under 1 KB. The parser
 * reads `operations` with JSON.parse unchecked (ADR 65): 64 KB nested as deep as it goes costs
 * tens of milliseconds, where 1 MB cost ~1.8 s of the server's thread.
 */
const MAX_FIELD_BYTES = 64 * 1024;
/** A multipart body: every file at its limit and both fields, with room for the part headers. */
const MAX_MULTIPART_BYTES = MAX_FILES * (MAX_UPLOAD_BYTES + 1) + 2 * MAX_FIELD_BYTES + 64 * 1024;

/** The files of one request and the streams resolvers took, so the rest can be thrown away. */
interface Files {
  uploads: Upload[];
  taken: Readable[];
}
const filesOf = new WeakMap<FastifyRequest, Files>();

/**
 * GraphQL multipart requests (the spec's `operations`, `map` and file parts), in place of
 * mercurius-upload. Its answer waited for the whole request to be read, and a file no resolver
 * read (signed out, or a query that ignores it) was never read: the answer never came. Here the
 * answer goes as soon as the operation ran, and every file part nobody read is drained into
 * nothing, so the connection can carry the next request.
 */
export function registerGraphQLUploads(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
    // The body is read by processRequest, after this, from the raw request.
    filesOf.set(request, { uploads: [], taken: [] });
    done(null);
  });

  app.addHook('preValidation', async (request, reply) => {
    const files = filesOf.get(request);
    if (!files) return;
    const length = Number(request.headers['content-length']);
    if (length > MAX_MULTIPART_BYTES)
      throw new AppError(
        Reason.PAYLOAD_TOO_LARGE,
        `The upload is over ${Math.floor(MAX_MULTIPART_BYTES / 1_048_576)} MB. Send at most ${MAX_FILES} files of ${MAX_UPLOAD_BYTES / 1_048_576} MB.`,
      );
    const operations: unknown = await processRequest(request.raw, reply.raw, {
      maxFileSize: MAX_UPLOAD_BYTES + 1,
      maxFiles: MAX_FILES,
      maxFieldSize: MAX_FIELD_BYTES,
    });
    collectUploads(operations, files);
    request.body = operations;
  });

  // onResponse: after the answer went; the client may still be sending a file.
  app.addHook('onResponse', async (request) => {
    const files = filesOf.get(request);
    if (files) discardUnread(files);
  });
}

/**
 * Finds the Upload objects processRequest placed in the operation and notes every stream a
 * resolver takes from them. Walks the parsed `operations` field (bounded by MAX_FIELD_BYTES).
 */
function collectUploads(operations: unknown, files: Files): void {
  const stack: unknown[] = [operations];
  let budget = 100_000;
  while (stack.length > 0 && budget-- > 0) {
    const value = stack.pop();
    if (value instanceof Upload) {
      files.uploads.push(value);
      value.promise = value.promise.then((file: FileUpload) => ({
        ...file,
        createReadStream: () => {
          const stream = file.createReadStream();
          files.taken.push(stream);
          return stream;
        },
      }));
      value.promise.catch(() => {});
    } else if (value && typeof value === 'object') stack.push(...Object.values(value));
  }
}

/**
 * Reads every file part nobody finished into nothing: the multipart reader waits for a part
 * to be read before it reads the rest of the request. Parts that arrive later (or never) are
 * drained when they do.
 */
function discardUnread(files: Files): void {
  for (const stream of files.taken) if (!stream.readableEnded) stream.resume();
  for (const upload of files.uploads)
    upload.promise.then(
      (file: FileUpload) => {
        try {
          file.createReadStream().resume();
        } catch {
          // A resolver took this stream already (resumed above), or the part failed.
        }
      },
      () => {},
    );
}
