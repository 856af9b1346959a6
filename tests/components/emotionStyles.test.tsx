import { Box } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { removeEmotionStyles } from '../support/emotionStyles';

const ruleCount = () => [...document.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0);

const Styled = () => <Box sx={{ color: 'rgb(1, 2, 3)' }}>styled</Box>;

it("takes Material UI's rules out of the shared document, and a later render adds them again", () => {
  const { unmount } = render(<Styled />);
  expect(getComputedStyle(screen.getByText('styled')).color).toBe('rgb(1, 2, 3)');
  expect(ruleCount()).toBeGreaterThan(0);
  unmount();

  removeEmotionStyles();
  expect(ruleCount()).toBe(0);

  render(<Styled />);
  expect(getComputedStyle(screen.getByText('styled')).color).toBe('rgb(1, 2, 3)');
});
