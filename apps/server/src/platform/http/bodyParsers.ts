import type { FastifyInstance } from 'fastify';

/** The raw bodies the contract accepts besides JSON: images and other blobs, and meter CSVs. */
export function registerBodyParsers(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/octet-stream',
    // Images are at most 2 MB (spec shell §5); a little headroom for other blobs.
    { parseAs: 'buffer', bodyLimit: 4 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  // Meter readings uploaded as CSV (data.meterData.upload): 13 months of half-hours is ~1 MB.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: 16 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
}
