import type { FastifyInstance } from 'fastify';
import { METER_FILE_MAX_BYTES, meterFileTooLargeMessage } from '@wattwise/domain';
import { HttpError } from '../errors/httpError';

/** A body read as it arrives: its pieces, each taken once (a meter CSV, data.meterData.check). */
export type StreamedBody = AsyncIterable<Uint8Array>;

const meterFileTooLarge = () => new HttpError(413, 'Payload Too Large', meterFileTooLargeMessage);

/** The pieces of a body, refused (413) as soon as they come to more than `limit` bytes. */
async function* atMost(source: AsyncIterable<Uint8Array>, limit: number): StreamedBody {
  let bytes = 0;
  for await (const piece of source) {
    bytes += piece.byteLength;
    if (bytes > limit) throw meterFileTooLarge();
    yield piece;
  }
}

/** The raw bodies the contract accepts besides JSON: images and other blobs, and meter CSVs. */
export function registerBodyParsers(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/octet-stream',
    // Images are at most 2 MB (spec shell §5); a little headroom for other blobs.
    { parseAs: 'buffer', bodyLimit: 4 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  // Meter readings uploaded as CSV (issue 38): passed on unread, so the route reads the file line
  // by line as it arrives and keeps it on disk as it goes, never whole in memory, up to
  // METER_FILE_MAX_BYTES. A larger declared length is refused before a byte is read; a body
  // that grows past it (no declared length) is refused there.
  app.addContentTypeParser('text/csv', (request, payload, done) => {
    if (Number(request.headers['content-length'] ?? 0) > METER_FILE_MAX_BYTES) {
      done(meterFileTooLarge());
      return;
    }
    done(null, atMost(payload, METER_FILE_MAX_BYTES));
  });
}
