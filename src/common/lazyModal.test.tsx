import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../tests/support/renderAdmin';
import en from '../i18n/en';
import { lazyModal } from './lazyModal';
import { moduleLoader } from './moduleLoader';

const Probe = ({ open }: { open: boolean; onClose: () => void }) => (
  <p>{open ? 'probe open' : 'probe closed'}</p>
);
const noop = () => undefined;

/** A modal module whose download the test answers, and a count of the downloads asked for. */
function modalModule() {
  let arrive: (module: { Probe: typeof Probe }) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const download = vi.fn(
    () =>
      new Promise<{ Probe: typeof Probe }>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  const Modal = lazyModal(moduleLoader(download), 'Probe', ({ open }) => open);
  return {
    Modal,
    download,
    arrive: (module = { Probe }) => act(async () => arrive(module)),
    fail: () => act(async () => fail(new TypeError('Failed to fetch dynamically imported module'))),
  };
}

describe('lazyModal', () => {
  it("neither renders nor downloads a closed modal with its screen, and downloads it at the user's first act", async () => {
    const { Modal, download } = modalModule();
    const { container } = render(<Modal open={false} onClose={noop} />);
    await act(async () => undefined);

    expect(container).toBeEmptyDOMElement();
    expect(download).not.toHaveBeenCalled();

    fireEvent.pointerMove(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('shows a modal opened before its module arrived as soon as it arrives', async () => {
    const { Modal, arrive } = modalModule();
    const { rerender } = render(<Modal open={false} onClose={noop} />);
    rerender(<Modal open onClose={noop} />);
    expect(screen.queryByText('probe open')).toBeNull();

    await arrive();

    expect(await screen.findByText('probe open')).toBeInTheDocument();
  });

  it('keeps rendering the modal once here, closed too, so that its closing transition plays', async () => {
    const { Modal, arrive } = modalModule();
    const { rerender } = render(<Modal open onClose={noop} />);
    await arrive();
    await screen.findByText('probe open');

    rerender(<Modal open={false} onClose={noop} />);

    expect(screen.getByText('probe closed')).toBeInTheDocument();
  });

  it('says so when its download fails, hands the screen its closed state back, and downloads again at the next opening', async () => {
    const { Modal, download, fail, arrive } = modalModule();
    const Screen = () => {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Accept</button>
          <Modal open={open} onClose={() => setOpen(false)} />
        </>
      );
    };
    renderAdmin(<Screen />);

    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await fail();

    expect(await screen.findByText(en.gd.common.module_failed)).toBeInTheDocument();
    expect(screen.queryByText('probe open')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(download).toHaveBeenCalledTimes(2);
    await arrive();
    expect(await screen.findByText('probe open')).toBeInTheDocument();
  });
});
