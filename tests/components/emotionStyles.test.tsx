import { Box } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { removeEmotionStyles } from '../support/emotionStyles';

// Only Emotion's own <style> elements: a library may add its own once per document, and those are not
// ours to remove.
const emotionRuleCount = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].reduce(
    (count, style) => count + (style.sheet?.cssRules.length ?? 0),
    0,
  );

const Styled = () => <Box sx={{ color: 'rgb(1, 2, 3)' }}>styled</Box>;

it("takes Material UI's rules out of the shared document, and a later render adds them again", () => {
  const { unmount } = render(<Styled />);
  expect(getComputedStyle(screen.getByText('styled')).color).toBe('rgb(1, 2, 3)');
  expect(emotionRuleCount()).toBeGreaterThan(0);
  unmount();

  removeEmotionStyles();
  expect(emotionRuleCount()).toBe(0);

  render(<Styled />);
  expect(getComputedStyle(screen.getByText('styled')).color).toBe('rgb(1, 2, 3)');
});
