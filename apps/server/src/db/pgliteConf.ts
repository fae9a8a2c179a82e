/**
 * PostgreSQL settings of the embedded database (ADR 55). PGlite's default `shared_buffers` is
 * 128 MB inside its WebAssembly memory; its files are ordinary files, cached by the operating
 * system as well, so 16 MB keeps an idle server small (about 120 MB less resident) while the hot
 * pages of a live event (participants, the open question's answers) still fit.
 */
export const PGLITE_CONF = ['shared_buffers=16MB'];
