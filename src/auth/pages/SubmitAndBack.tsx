import { Box, Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { BackToLogin } from './BackToLogin';

/** The foot of the forgot and reset forms: the submit button, then the way back to login. */
export function SubmitAndBack({ label, disabled }: { label: string; disabled: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 1 }} disabled={disabled}>
        {translate(label)}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <BackToLogin />
      </Box>
    </>
  );
}
