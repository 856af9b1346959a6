import { Avatar, Box, Card, CardContent, CardHeader, Divider } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

export interface PageCardProps {
  /** i18n key: the page title (also shown in the app bar). */
  title: string;
  /** i18n key of a one-line explanation under the title. */
  subtitle?: string;
  icon: ReactNode;
  children: ReactNode;
  maxWidth?: number;
  /** Beside the title: a record page's Copy link. */
  action?: ReactNode;
}

/** A single centred card: the layout of the account pages and of the no-permission page. */
export const PageCard = ({ title, subtitle, icon, children, maxWidth = 640, action }: PageCardProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 4 }, px: { xs: 0, sm: 2 } }}>
      <Title title={title} />
      <Card sx={{ width: '100%', maxWidth }}>
        <CardHeader
          avatar={<Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>{icon}</Avatar>}
          title={translate(title)}
          subheader={subtitle ? translate(subtitle) : undefined}
          action={action}
          slotProps={{ title: { variant: 'h6', component: 'h1' } }}
        />
        <Divider />
        <CardContent>{children}</CardContent>
      </Card>
    </Box>
  );
};
