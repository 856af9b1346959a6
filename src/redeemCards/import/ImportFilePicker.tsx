import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { useId, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';

const R = 'gd.redeemImport';
const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/** The file choice: a button over a hidden file input, and the same area takes a dropped file. */
export const ImportFilePicker = ({
  onFile,
  onRefused,
}: {
  onFile: (file: File) => void;
  onRefused: () => void;
}) => {
  const translate = useTranslate();
  const inputId = useId();
  const [over, setOver] = useState(false);
  const take = (file: File | undefined) => {
    if (!file) return;
    if (isCsv(file)) onFile(file);
    else onRefused();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 4,
        textAlign: 'center',
        bgcolor: over ? 'action.hover' : undefined,
      }}
    >
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button component="label" htmlFor={inputId} variant="contained" startIcon={<UploadFileIcon />}>
        {translate(`${R}.choose`)}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(`${R}.drop`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate(`${R}.format`)}
      </Typography>
    </Box>
  );
};
