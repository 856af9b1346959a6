import { act, fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Clicks a submit button as a person does: once it shows enabled, and in a task of its own.
 * common/SubmitButton.tsx ignores a click that comes in the very task whose render enabled it (it
 * cannot tell it from the second click of a double click), and a test that clicks as soon as
 * `waitFor` sees the button enabled does exactly that: it resumes in that render's microtasks.
 */
export async function pressWhenEnabled(button: HTMLElement): Promise<void> {
  await waitFor(() => expect(button).toBeEnabled());
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}
