import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The page heading of the three modes ('Create Gift Card', 'Edit Gift Card', 'Gift Card Detail'). */
export function CategoryFormTitle({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
      {translate(title)}
    </Typography>
  );
}
