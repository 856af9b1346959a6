/**
 * The HTTP status a failure carries (react-admin's HttpError, the upload's UploadError, or any error
 * object with a numeric `status`), undefined for anything else. The one reading of it: retries,
 * session ends, extension detection and the screens' texts all decide on it.
 */
export const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;
