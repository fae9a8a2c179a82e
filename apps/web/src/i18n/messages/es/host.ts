/**
 * Host pages are English only by design for now (ADR 25): this language takes the English
 * messages, so its catalog is complete. A translation replaces this file.
 */
export { host } from '../en/host';
