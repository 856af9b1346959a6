/** Where the app finds the API and the media files; overridable at build time (README: real API). */
export const API_URL: string = import.meta.env.VITE_API_URL || '/api/v1';
export const MEDIA_URL: string = import.meta.env.VITE_MEDIA_URL || '/media';
