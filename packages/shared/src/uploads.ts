/** Upload limits shared by the server's checks and the web's pickers. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];
