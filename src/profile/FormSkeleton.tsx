import { Skeleton, Stack } from '@mui/material';

export const FormSkeleton = ({ fields }: { fields: number }) => (
  <Stack spacing={2} sx={{ py: 1 }}>
    {Array.from({ length: fields }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={48} />
    ))}
  </Stack>
);
