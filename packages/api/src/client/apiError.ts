import type { z } from 'zod';
import { shellErrorMessages, toastTitles } from '@wattwise/domain';

/** Why a call failed, as a value the UI can switch on. */
export type ApiError =
  | { kind: 'network'; route: string; message: string }
  | { kind: 'unauthorized'; route: string; status: 401; message: string }
  | { kind: 'forbidden'; route: string; status: 403; message: string }
  | { kind: 'notFound'; route: string; status: 404; message: string }
  | { kind: 'notServed'; route: string; status: 501; message: string }
  | { kind: 'external'; route: string; status: 502; title: string; message: string }
  | { kind: 'server'; route: string; status: number; message: string }
  | { kind: 'invalidRequest'; route: string; message: string; issues: z.core.$ZodIssue[] }
  | {
      kind: 'invalidResponse';
      route: string;
      status: number;
      message: string;
      issues: z.core.$ZodIssue[];
    };

/** The outcome of a call: data, or an error value (never thrown). */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Calls whose 502 means the metering provider did not answer (shell §8). */
const meteringProviderRoutes: ReadonlySet<string> = new Set([
  'user.electralink.addressSearch',
  'user.electralink.meterCheck',
]);

/** The text a failed answer carries: its JSON errorMessage (or message), else the raw text. */
function messageFromBody(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed = JSON.parse(trimmed) as Record<string, unknown>;
      for (const field of ['errorMessage', 'message', 'error']) {
        const value = parsed[field];
        if (typeof value === 'string' && value.length > 0) return value;
      }
    } catch {
      // Not JSON after all: the raw text is the message.
    }
  }
  return trimmed;
}

/** Maps a non-2xx status to an ApiError. */
export function errorForStatus(route: string, status: number, bodyText: string): ApiError {
  const message = messageFromBody(bodyText);
  switch (status) {
    case 401:
      return { kind: 'unauthorized', route, status, message };
    case 403:
      return { kind: 'forbidden', route, status, message };
    case 404:
      return { kind: 'notFound', route, status, message };
    case 501:
      return { kind: 'notServed', route, status, message: message || `${route} is not served yet` };
    case 502:
      if (meteringProviderRoutes.has(route)) {
        return {
          kind: 'external',
          route,
          status,
          title: toastTitles.externalServerError,
          message: shellErrorMessages.meteringProviderNoResponse,
        };
      }
      return { kind: 'server', route, status, message };
    default:
      return { kind: 'server', route, status, message };
  }
}
