/** A join code as the seed's `{code}` route takes it: one segment of 3 to 10 letters or digits. */
export const JOIN_CODE_ROUTE_PATTERN = /^[A-Za-z0-9]{3,10}$/;

/** Path prefixes the SPA fallback never answers: they belong to the API. */
export const API_PREFIX = '/v1/';
export const GRAPHQL_PATH = '/v1/graphql';
export const FUNCTIONS_PATH = '/v1/functions';
export const FILES_PATH = `${FUNCTIONS_PATH}/files`;
/** An event's exports: `${EVENT_EXPORTS_PATH}/{eventId}/{file}`, for its host (a bearer token). */
export const EVENT_EXPORTS_PATH = `${FUNCTIONS_PATH}/events`;
/** Public recaps' slide images (ADR 45): `${RECAP_IMAGES_PATH}/{recapId}/slides/{slide}/{step}.png`. */
export const RECAP_IMAGES_PATH = `${FUNCTIONS_PATH}/recaps`;
/** The PNG of recap slide `slide` (1-based place in the recap) at `step`; `download` asks for an attachment. */
export const recapSlideImagePath = (recapId: string, slide: number, step: string, download = false) =>
  `${RECAP_IMAGES_PATH}/${recapId}/slides/${slide}/${step}.png${download ? '?download=1' : ''}`;
/** The files an event's report exports: participants and every answer as CSV, both as sheets of one workbook. */
export const EVENT_EXPORT_FILES = ['participants.csv', 'answers.csv', 'qna.csv', 'report.xlsx'] as const;
export type EventExportFile = (typeof EVENT_EXPORT_FILES)[number];
/** Where one export of an event is downloaded. */
export const eventExportPath = (eventId: string, file: EventExportFile) => `${EVENT_EXPORTS_PATH}/${eventId}/${file}`;
