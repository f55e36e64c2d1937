import type { ApiErrorBody } from './endpoints';

/** Every failed call becomes this: the status and the server's own text, when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly endpoint: string,
    readonly status: number,
    /** The server's message, unsanitised: render it only through the sanitiser. */
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? `${endpoint} failed with status ${status}`);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isTooManyRequests(): boolean {
    return this.status === 429;
  }
}

/** The server's own text of a failure, when the failure is a call's and the server sent one (unsanitised). */
export function serverTextOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

export function serverMessageOf(data: unknown): string | undefined {
  if (typeof data === 'string') return data.trim() || undefined;
  if (data && typeof data === 'object') {
    const body = data as ApiErrorBody;
    return body.mensagem ?? body.message ?? body.Mensagem;
  }
  return undefined;
}
