/**
 * An image of the media store, shown the way its server allows: fetched with the session's token
 * when it lives on the API's origin (customers' documents are served only so, docs/security.md), by its
 * address otherwise. Each address is fetched once while shown, however many times it is on screen
 * (a thumbnail and its enlargement), and its blob URL is released when the last one goes.
 */
import { Box, Skeleton, type BoxProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { fetchesWithToken, loadImage } from '../api/media';

const shown = new Map<string, { users: number; src: Promise<string> }>();

function acquire(address: string): Promise<string> {
  const entry = shown.get(address) ?? { users: 0, src: loadImage(address) };
  entry.users += 1;
  shown.set(address, entry);
  return entry.src;
}

function release(address: string): void {
  const entry = shown.get(address);
  if (!entry || --entry.users > 0) return;
  shown.delete(address);
  void entry.src.then((src) => src.startsWith('blob:') && URL.revokeObjectURL(src));
}

/** The source to show for `address`: undefined while its fetch runs. */
export function useMediaSrc(address: string): string | undefined {
  const direct = !address || !fetchesWithToken(address);
  const [loaded, setLoaded] = useState<{ address: string; src: string }>();
  useEffect(() => {
    if (direct) return undefined;
    let live = true;
    void acquire(address).then((src) => live && setLoaded({ address, src }));
    return () => {
      live = false;
      release(address);
    };
  }, [address, direct]);
  if (direct) return address;
  return loaded?.address === address ? loaded.src : undefined;
}

export type MediaImageProps = Omit<BoxProps<'img'>, 'src' | 'component'> & { src: string; alt: string };

/** An <img> of the media store; a placeholder of the same box while a private image loads. */
export const MediaImage = ({ src, alt, sx, ...rest }: MediaImageProps) => {
  const source = useMediaSrc(src);
  if (source === undefined) return <Skeleton variant="rectangular" sx={sx} aria-label={alt} />;
  return <Box component="img" src={source} alt={alt} sx={sx} {...rest} />;
};
