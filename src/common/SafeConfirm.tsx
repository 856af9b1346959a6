import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { Confirm, type ConfirmProps } from 'react-admin';

/** A click outside that comes this soon after the dialog opened is the end of the click that opened it. */
export const OPENING_CLICK_MS = 800;

/**
 * react-admin's Confirm, safe against a hurried double click: the click that opens it lands its second
 * half on the backdrop, which closed the dialog at once (the send or the decision silently dropped).
 * A click outside within OPENING_CLICK_MS of opening is ignored; later ones, Escape and Cancel close.
 */
export const SafeConfirm = ({ onClose, isOpen, ...props }: ConfirmProps) => {
  const openedAt = useRef(0);
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  // Before the browser paints the dialog, so that no click can reach it first.
  useLayoutEffect(() => {
    if (isOpen) openedAt.current = Date.now();
  }, [isOpen]);
  // MUI's Dialog calls onClose(event, reason); react-admin's type names only the event.
  const close = ((event: MouseEvent, reason?: string) => {
    if (reason === 'backdropClick' && Date.now() - openedAt.current < OPENING_CLICK_MS) return;
    onClose(event);
  }) as ConfirmProps['onClose'];
  // Not mounted before its first opening: a list's rows each hold one (a row's delete), and a closed
  // Material UI dialog still renders its styled parts and hooks, in the render that shows the rows.
  // Mounted once opened, so its closing fades out.
  if (!opened) return null;
  return <Confirm {...props} isOpen={isOpen} onClose={close} />;
};
