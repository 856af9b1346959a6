/**
 * /admin/category/{id} and /admin/category/{id}/{type}: 'Gift Card Detail', read-only. The rich
 * texts arrive sanitized from the codec and RichTextField sanitizes again (DOMPurify) on render.
 */
import BackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Grid } from '@mui/material';
import type { ReactElement } from 'react';
import {
  FunctionField,
  Labeled,
  LinkBase,
  NumberField,
  RichTextField,
  Show,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { mediaUrl } from '../api/media';
import type { Category } from '../domain/catalogue';
import { MIRRORED, RICH_TEXT } from '../common/direction';
import { CategoryAccess } from './CategoryAccess';
import { CategoryFormTitle } from './CategoryFormTitle';
import { CATEGORY_LIST_PATH, CATEGORY_RESOURCE } from './constants';

function Image({ source, height }: { source: 'sLogo' | 'sBanner'; height: number }) {
  const translate = useTranslate();
  return (
    <FunctionField
      source={source}
      render={(record: Category) => (
        <Box
          sx={{
            width: 270,
            height,
            bgcolor: 'action.selected', // grey.200 in light mode, and readable in dark mode
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <img
            src={mediaUrl(record[source])}
            alt={translate('gd.catalogue.upload.preview', {
              label: translate(`resources.category.fields.${source}`),
            })}
            style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        </Box>
      )}
    />
  );
}

const SAFE_VIDEO = /^https?:\/\//i;

/** One labelled field of the two-column grid, as in the form. */
const Item = ({ source, children }: { source: string; children: ReactElement }) => (
  <Grid size={{ xs: 12, md: 6 }}>
    <Labeled source={source}>{children}</Labeled>
  </Grid>
);

function ShowView({ id }: { id: string }) {
  const translate = useTranslate();
  return (
    <Show resource={CATEGORY_RESOURCE} id={id} title="gd.catalogue.form.view" actions={false}>
      <SimpleShowLayout>
        <CategoryFormTitle title="gd.catalogue.form.view" />
        <Grid container columnSpacing={3} rowSpacing={2} sx={{ width: '100%' }}>
          <Item source="sTitle">
            <TextField source="sTitle" />
          </Item>
          <Item source="sCategory">
            <FunctionField
              source="sCategory"
              render={(record: Category) =>
                translate(`gd.catalogue.kinds.${record.sCategory}`, { _: record.sCategory })
              }
            />
          </Item>
          <Item source="sLogo">
            <Image source="sLogo" height={110} />
          </Item>
          <Item source="sBanner">
            <Image source="sBanner" height={145} />
          </Item>
          <Item source="sVideo">
            <FunctionField
              source="sVideo"
              render={(record: Category) =>
                record.sVideo && SAFE_VIDEO.test(record.sVideo) ? (
                  <a href={record.sVideo} target="_blank" rel="noopener noreferrer">
                    {record.sVideo}
                  </a>
                ) : (
                  '-'
                )
              }
            />
          </Item>
          <Item source="nExchangeFees">
            <NumberField source="nExchangeFees" />
          </Item>
        </Grid>
        <RichTextField source="sShortDesc" {...RICH_TEXT} />
        <RichTextField source="sDescription" {...RICH_TEXT} />
        <RichTextField source="sRedeem" {...RICH_TEXT} />
        <Button
          component={LinkBase}
          to={CATEGORY_LIST_PATH}
          startIcon={<BackIcon {...MIRRORED} />}
          variant="outlined"
        >
          {translate('gd.catalogue.form.back')}
        </Button>
      </SimpleShowLayout>
    </Show>
  );
}

export function CategoryShow() {
  const { id = '' } = useParams();
  return (
    <CategoryAccess action="show">
      <ShowView id={id} />
    </CategoryAccess>
  );
}
