import {
  buildPath,
  routeIndex,
  SESSION_REQUEST_HEADER,
  SESSION_REQUEST_VALUE,
  type RouteQuery,
  type RouteResponse,
} from '@wattwise/api';

export type CheckedMeterFile = RouteResponse<'data.meterData.check'>;

/** Why a file was refused, as the server said it (its message), or that it could not be sent. */
export class MeterFileError extends Error {}

/**
 * Sends a meter file to be read and checked (data.meterData.check), reporting the bytes sent as
 * they go. The browser streams the File from disk: a large file is never held as one string
 * here. XMLHttpRequest rather than fetch, because only it reports an upload's progress.
 */
export function sendMeterFile(
  siteId: string,
  path: string,
  query: RouteQuery<'data.meterData.check'>,
  file: File,
  onProgress: (sent: number, size: number) => void,
): Promise<CheckedMeterFile> {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  );
  const url = `${buildPath(routeIndex['data.meterData.check'].path, { siteId, path })}?${search}`;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('content-type', 'text/csv');
    request.setRequestHeader(SESSION_REQUEST_HEADER, SESSION_REQUEST_VALUE);
    request.upload.onprogress = (event) => onProgress(event.loaded, event.total || file.size);
    request.upload.onload = () => onProgress(file.size, file.size);
    request.onerror = () =>
      reject(
        new MeterFileError('The file could not be sent. Check your connection and try again.'),
      );
    request.onload = () => {
      let answer: unknown;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        answer = undefined;
      }
      if (request.status === 200 && answer) return resolve(answer as CheckedMeterFile);
      const message = (answer as { message?: unknown } | undefined)?.message;
      reject(
        new MeterFileError(
          typeof message === 'string' && message
            ? message
            : `The file could not be checked (error ${request.status}).`,
        ),
      );
    };
    request.send(file);
  });
}
