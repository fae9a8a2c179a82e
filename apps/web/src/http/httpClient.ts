import { HTTP } from '../config';

/** An error answer of the REST API (`{ error, message }` with a status), or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The error body as sent (`reason`, `field`, `retryAfterS`…), read by errors/readError.ts. */
  readonly body: Record<string, unknown>;

  constructor(status: number, code: string, message: string, body: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * The generic HTTP client of the seed: base URL `/`, JSON in and out, Accept
 * `application/json, text/plain, *\/*`, and default headers (the Authorization header the
 * session sets and resets).
 */
export class HttpClient {
  private readonly headers = new Map<string, string>();
  private readonly fetchImpl: FetchLike;
  private readonly baseUrl: string;

  constructor(fetchImpl: FetchLike = (input, init) => fetch(input, init), baseUrl: string = HTTP.baseUrl) {
    this.fetchImpl = fetchImpl;
    this.baseUrl = baseUrl;
  }

  setHeader(name: string, value: string | null): void {
    if (value === null) this.headers.delete(name);
    else this.headers.set(name, value);
  }

  getHeader(name: string): string | null {
    return this.headers.get(name) ?? null;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const url = this.baseUrl.replace(/\/$/, '') + path;
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: 'POST',
        headers: { Accept: HTTP.accept, 'Content-Type': 'application/json', ...Object.fromEntries(this.headers) },
        body: JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, 'network', 'Network request failed');
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML error page, say: fall through to the status check with no body.
    }
    if (!response.ok) {
      const record = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
      throw new ApiError(
        response.status,
        typeof record.error === 'string' ? record.error : 'http-error',
        typeof record.message === 'string' ? record.message : `Response not successful: Received status code ${response.status}`,
        record,
      );
    }
    return parsed as T;
  }
}
