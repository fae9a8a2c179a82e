import { common } from './common';
import { phone } from './phone';
import { host } from './host';
import { screen } from './screen';

/**
 * The English catalog, the source of every message id. One file per area (common, phone,
 * screen, host), in every language, keeps edits of different screens apart.
 */
export const en = {
  ...common,
  ...phone,
  ...screen,
  ...host,
};

export type MessageId = keyof typeof en;
/** The ids the phone's bundle carries: its own area and the shared one (ADR 69). */
export type PhoneMessageId = keyof typeof common | keyof typeof phone;
/** What every other language must provide: a message for each English id. */
export type Catalog = Readonly<Record<MessageId, string>>;
/** What every language gives the phone: a message for each phone and common id. */
export type PhoneCatalog = Readonly<Record<PhoneMessageId, string>>;
/** One area of another language: a message for each id of the English area. */
export type AreaOf<EnglishArea> = Readonly<Record<keyof EnglishArea, string>>;
