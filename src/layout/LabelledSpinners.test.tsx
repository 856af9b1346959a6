import { CircularProgress } from '@mui/material';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, renderAdmin } from '../../tests/support/renderAdmin';
import { LabelledSpinners } from './LabelledSpinners';

// A bare spinner, as react-admin's LoadingIndicator and SaveButton render theirs: no name of their own.
describe('LabelledSpinners', () => {
  it.each(['en-US', 'fr-FR', 'ar'] as const)('names every spinner inside it in %s', async (locale) => {
    renderAdmin(
      <LabelledSpinners>
        <CircularProgress />
      </LabelledSpinners>,
      { locale },
    );
    expect(
      await screen.findByRole('progressbar', { name: MESSAGES[locale].gd.common.loading }),
    ).toBeInTheDocument();
  });

  it('keeps a name a spinner was given', async () => {
    renderAdmin(
      <LabelledSpinners>
        <CircularProgress aria-label="Revealing" />
      </LabelledSpinners>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Revealing' })).toBeInTheDocument();
  });
});
