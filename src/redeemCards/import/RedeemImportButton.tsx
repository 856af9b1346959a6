import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Link, useBasename } from 'react-admin';
import { REDEEM_IMPORT_PAGE } from './importPage';

/** The list's way to the CSV import; the list shows it only with Add, as the floating add button. */
export const RedeemImportButton = () => {
  const basename = useBasename();
  return (
    <Button
      component={Link}
      to={`${basename}/redeemCards/${REDEEM_IMPORT_PAGE}`}
      label="gd.redeemImport.button"
    >
      <UploadFileIcon />
    </Button>
  );
};
