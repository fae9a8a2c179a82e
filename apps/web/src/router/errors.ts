import { isRouteErrorResponse } from 'react-router';

export const NOT_FOUND_MESSAGE = 'This page could not be found';
/** The tab's title on the 404 page, whichever route the path fell to: "Page not found · Mingle". */
export const NOT_FOUND_TITLE = 'Page not found';

/** An error with the HTTP-like status the error page shows. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** A sentence under the message saying what exactly is missing (a recap turned off). */
  readonly detail: string | undefined;

  constructor(statusCode: number, message: string, detail?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.detail = detail;
  }
}

/** The 404 page; `detail`, when given, says what is missing under the seed's sentence. */
export function notFound(detail?: string): HttpError {
  return new HttpError(404, NOT_FOUND_MESSAGE, detail);
}

/** The detail sentence of an HttpError, if it has one. */
export function detailOf(error: unknown): string | undefined {
  return error instanceof HttpError ? error.detail : undefined;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 ? value : null;
}

/** The seed's route-change rule: status from statusCode, status or response.status; default 500. */
export function statusOf(error: unknown): number {
  if (error && typeof error === 'object') {
    const record = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } | null };
    return numberOrNull(record.statusCode) ?? numberOrNull(record.status) ?? numberOrNull(record.response?.status) ?? 500;
  }
  return 500;
}

/** The message the error page shows: 404 always reads the seed's sentence; otherwise the error's own, default 'Error'. */
export function messageOf(error: unknown): string {
  if (statusOf(error) === 404) return NOT_FOUND_MESSAGE;
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === 'string' && data) return data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
    return error.statusText || 'Error';
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Error';
}
