import { act, createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import Quill from 'quill/core';
import { useEffect } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Form } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../tests/support/renderAdmin';
import enCommon from '../i18n/en/common';
import en from '../i18n/en/editor';
import { RichTextInput } from './RichTextInput';

let values: () => Record<string, unknown> = () => ({});
let dirty = false;

/** Hands the form's values and dirty state to the test. */
function FormProbe() {
  const { getValues } = useFormContext();
  const { isDirty } = useFormState();
  useEffect(() => {
    values = getValues;
    dirty = isDirty;
  });
  return null;
}

function setup(text = '<p>Old <strong>terms</strong></p>', props: { disabled?: boolean } = {}) {
  renderAdmin(
    <Form defaultValues={{ sValue: text }}>
      <RichTextInput source="sValue" label="Terms" isRequired {...props} />
      <FormProbe />
    </Form>,
  );
  const textbox = screen.getByRole('textbox', { name: 'Terms' });
  const quill = Quill.find(textbox.parentElement as HTMLElement) as Quill;
  return { textbox, quill };
}

const button = (name: string) => screen.getByRole('button', { name });

// jsdom lays nothing out; Quill measures the selection to scroll it into view.
beforeAll(() => {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
});
afterEach(() => vi.restoreAllMocks());

describe('RichTextInput', () => {
  it('shows its value in a named, required, multi-line textbox, and leaves the form pristine', async () => {
    const { textbox } = setup();
    await waitFor(() => expect(textbox.querySelector('strong')?.textContent).toBe('terms'));
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox).toHaveAttribute('aria-required', 'true');
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByRole('toolbar', { name: en.toolbar })).toBeInTheDocument();
    expect(values().sValue).toBe('<p>Old <strong>terms</strong></p>');
    expect(dirty).toBe(false);
  });

  it('gives the form HTML the codec reads: <ul>/<ol> lists, plain spaces, null once emptied', async () => {
    const { quill } = setup('');
    act(() => {
      quill.insertText(0, 'Two  words\nitem\n', 'user');
      quill.formatLine(11, 1, 'list', 'bullet', 'user');
    });
    await waitFor(() => expect(values().sValue).toBe('<p>Two  words</p><ul><li>item</li></ul><p></p>'));
    expect(dirty).toBe(true);
    act(() => {
      quill.deleteText(0, quill.getLength(), 'user');
    });
    // '' reaches the form as null, as from react-admin's own inputs.
    await waitFor(() => expect(values().sValue).toBeNull());
  });

  it('formats the selection from the toolbar and shows the caret’s formats as pressed', async () => {
    const { quill } = setup('<p>Plain words</p>');
    act(() => quill.setSelection(0, 5, 'user'));
    await waitFor(() => expect(button(en.bold)).toBeEnabled());
    expect(button(en.bold)).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button(en.bold));
    await waitFor(() => expect(values().sValue).toBe('<p><strong>Plain</strong> words</p>'));
    expect(button(en.bold)).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button(en.list_numbered));
    await waitFor(() => expect(values().sValue).toBe('<ol><li><strong>Plain</strong> words</li></ol>'));
    fireEvent.click(button(en.clear_format));
    await waitFor(() => expect(values().sValue).toBe('<p>Plain words</p>'));
  });

  it('links the selection to an http(s) or mailto address only, changes the link at the caret, and removes it', async () => {
    const { quill, textbox } = setup('<p>Shop now</p>');
    const prompt = vi.spyOn(window, 'prompt');
    expect(button(en.link)).toBeDisabled();
    act(() => quill.setSelection(0, 4, 'user'));
    prompt.mockReturnValueOnce('javascript:alert(1)');
    fireEvent.click(button(en.link));
    expect(await screen.findByText(enCommon.link_invalid)).toBeInTheDocument();
    expect(textbox.querySelector('a')).toBeNull();

    prompt.mockReturnValueOnce(' https://shop.example.com ');
    fireEvent.click(button(en.link));
    await waitFor(() =>
      expect(values().sValue).toBe(
        '<p><a href="https://shop.example.com" rel="noopener noreferrer" target="_blank">Shop</a> now</p>',
      ),
    );

    // The caret inside the link (no selection) is enough to change or remove it.
    act(() => quill.setSelection(2, 0, 'user'));
    await waitFor(() => expect(button(en.link)).toHaveAttribute('aria-pressed', 'true'));
    prompt.mockReturnValueOnce('');
    fireEvent.click(button(en.link));
    await waitFor(() => expect(values().sValue).toBe('<p>Shop now</p>'));
  });

  it('keeps only what the codec carries from a paste: no image, no unsafe link, no style', async () => {
    const { quill } = setup('');
    act(() => {
      quill.setSelection(0, 0, 'user');
      quill.clipboard.dangerouslyPasteHTML(
        0,
        '<p style="color:red">a<img src="x"> <a href="javascript:alert(1)">bad</a> <a href="mailto:x@example.com">mail</a></p>',
        'user',
      );
    });
    await waitFor(() =>
      expect(values().sValue).toBe(
        '<p>a bad <a href="mailto:x@example.com" rel="noopener noreferrer" target="_blank">mail</a></p>',
      ),
    );
  });

  it("takes a pasted checklist (Quill's own HTML) as a bulleted list, the only kind the codec keeps", async () => {
    const { quill } = setup('');
    act(() => {
      quill.setSelection(0, 0, 'user');
      quill.clipboard.dangerouslyPasteHTML(
        0,
        '<ol><li data-list="checked">done</li><li data-list="unchecked">to do</li><li data-list="ordered">one</li></ol>',
        'user',
      );
    });
    await waitFor(() =>
      expect(values().sValue).toBe('<ul><li>done</li><li>to do</li></ul><ol><li>one</li></ol><p></p>'),
    );
    expect(
      quill
        .getContents()
        .ops.map((op) => op.attributes?.list)
        .filter(Boolean),
    ).toEqual(['bullet', 'bullet', 'ordered']);
  });

  it('lets Tab leave the editor, in a list too, instead of writing a tab', async () => {
    const { quill, textbox } = setup('<ul><li>item</li></ul>');
    act(() => quill.setSelection(0, 0, 'user'));
    for (const shiftKey of [false, true]) {
      const tab = createEvent.keyDown(textbox, { key: 'Tab', shiftKey });
      fireEvent(textbox, tab);
      expect(tab.defaultPrevented).toBe(false);
    }
    expect(quill.getText()).toBe('item\n');
  });

  it('starts a list from "- " or "1. ", and no checklist from "[ ] "', async () => {
    const { quill, textbox } = setup('');
    const spaceAfter = (text: string) => {
      act(() => {
        quill.setText(`${text}\n`, 'user');
        quill.setSelection(text.length, 0, 'user');
      });
      fireEvent.keyDown(textbox, { key: ' ' });
      return quill.getFormat(0).list;
    };
    textbox.focus();
    expect(spaceAfter('[ ]')).toBeUndefined();
    expect(spaceAfter('-')).toBe('bullet');
    expect(spaceAfter('1.')).toBe('ordered');
  });

  it('is read-only with its toolbar off when disabled', async () => {
    const { textbox } = setup('<p>Locked</p>', { disabled: true });
    await waitFor(() => expect(textbox).toHaveAttribute('contenteditable', 'false'));
    expect(button(en.bold)).toBeDisabled();
    expect(screen.getByRole('combobox', { name: en.select_level })).toHaveAttribute('aria-disabled', 'true');
  });
});
