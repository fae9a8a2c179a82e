/** A join code as the seed's `{code}` route takes it: one segment of 3 to 10 letters or digits. */
export const JOIN_CODE_ROUTE_PATTERN = /^[A-Za-z0-9]{3,10}$/;

/** Path prefixes the SPA fallback never answers: they belong to the API. */
export const API_PREFIX = '/v1/';
export const GRAPHQL_PATH = '/v1/graphql';
export const FUNCTIONS_PATH = '/v1/functions';
export const FILES_PATH = `${FUNCTIONS_PATH}/files`;
