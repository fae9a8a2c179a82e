/**
 * The database's own error: the ORM wraps it in one that carries the whole statement and its
 * parameters (for a batch, every row: too big, and not for the log), with the driver's error,
 * which has the SQLSTATE `code`, as its cause.
 */
export function driverError(err: unknown): unknown {
  return err instanceof Error && err.cause instanceof Error ? err.cause : err;
}
