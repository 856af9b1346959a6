/**
 * The category / gift card content form (catalogue-and-orders.md s.2, s.3, s.5), shared by the create
 * and edit modes. Rich texts are HTML here; the data provider stores them as Draft raw.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid } from '@mui/material';
import { CategoryFormTitle } from './CategoryFormTitle';
import { NumberInput, SelectInput, TextInput } from '../common/inputs';
import { browserRichText } from '../domain/richText';
import { ImageUploadInput } from '../common/ImageUploadInput';
import { RichTextInput } from '../common/RichTextInput';
import { SaveForm } from '../common/SaveForm';
import { CATEGORY_KINDS } from '../domain/catalogue';
import { categorySchema } from '../domain/categoryValidation';
import { LATIN_INPUT } from '../common/direction';

const F = 'gd.catalogue.form';

/** The form's schema: the shared one, with blank rich texts judged on the editor's HTML. */
export const categoryFormResolver = zodResolver(categorySchema((html) => browserRichText().isBlank(html)));

export const CATEGORY_DEFAULTS = {
  sTitle: '',
  sCategory: '',
  sLogo: '',
  sBanner: '',
  sVideo: '',
  nExchangeFees: 30,
  sShortDesc: '',
  sDescription: '',
  sRedeem: '',
};

export type CategoryFormMode = 'create' | 'edit';

export function CategoryForm({ mode, saved }: { mode: CategoryFormMode; saved: boolean }) {
  const choices = CATEGORY_KINDS.map((kind) => ({ id: kind, name: `gd.catalogue.kinds.${kind}` }));
  return (
    <SaveForm
      messages={F}
      mode={mode}
      locked={saved}
      resolver={categoryFormResolver}
      defaults={CATEGORY_DEFAULTS}
    >
      <CategoryFormTitle title={mode === 'create' ? `${F}.create` : `${F}.edit`} />
      <Grid container columnSpacing={3} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="sTitle" isRequired />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectInput source="sCategory" choices={choices} isRequired emptyText="" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ImageUploadInput source="sLogo" folder="categoryimages" hint={`${F}.logo_hint`} isRequired />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ImageUploadInput
            source="sBanner"
            folder="categoryimages"
            hint={`${F}.banner_hint`}
            isRequired
            previewHeight={145}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="sVideo" helperText={`${F}.video_hint`} slotProps={LATIN_INPUT} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberInput source="nExchangeFees" min={0} max={100} step={1} />
        </Grid>
      </Grid>
      <Box sx={{ width: '100%' }}>
        <RichTextInput source="sShortDesc" isRequired />
        <RichTextInput source="sDescription" isRequired />
        <RichTextInput source="sRedeem" isRequired />
      </Box>
    </SaveForm>
  );
}
