/** Media files (uploads, seeded images) are served under one base; paths are stored relative to it. */
export function mediaUrl(path: string): string {
  const base = (import.meta.env.VITE_MEDIA_URL as string | undefined) || '/media';
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
