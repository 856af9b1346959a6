import { Typography, type TypographyProps } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Free text people write (a name, a title, a reason) where no field name of index.html's rule
 * reaches it (a dialog's heading, a detail page's value, a cell of the order's products): isolated
 * in a <bdi>, it reads in the direction of its first letter, so an English title's "(%)" stays at its
 * end in an Arabic page, and an Arabic name's in an English one. The line around it keeps the page's
 * direction and alignment. Empty text stays empty, so a detail grid still shows its dash.
 */
export const freeText = (text: string | null | undefined): ReactNode => (text ? <bdi>{text}</bdi> : text);

/**
 * One line of free text cut with an ellipsis (a tile's title, a search hit). An isolated English
 * text in a right-to-left line would lose its start, not its end: the line itself reads in the
 * text's direction (dir="auto"), and stays at the page's start edge ('left' is mirrored in a
 * right-to-left page; a text too long for the line starts at its own start edge).
 */
export const FreeTextLine = ({ sx, ...props }: Omit<TypographyProps, 'dir' | 'noWrap'>) => (
  <Typography noWrap dir="auto" sx={[{ textAlign: 'left' }, ...(Array.isArray(sx) ? sx : [sx])]} {...props} />
);
