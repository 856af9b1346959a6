import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModal } from './lazyModal';
import { moduleLoader } from './moduleLoader';

const Probe = ({ open }: { open: boolean }) => <p>{open ? 'probe open' : 'probe closed'}</p>;

/** A modal module whose download the test answers, and a count of the downloads asked for. */
function modalModule() {
  let arrive: (module: { Probe: typeof Probe }) => void = () => undefined;
  const download = vi.fn(
    () =>
      new Promise<{ Probe: typeof Probe }>((resolve) => {
        arrive = resolve;
      }),
  );
  const Modal = lazyModal(moduleLoader(download), 'Probe', ({ open }) => open);
  return { Modal, download, arrive: (module = { Probe }) => act(async () => arrive(module)) };
}

describe('lazyModal', () => {
  it("neither renders nor downloads a closed modal with its screen, and downloads it at the user's first act", async () => {
    const { Modal, download } = modalModule();
    const { container } = render(<Modal open={false} />);
    await act(async () => undefined);

    expect(container).toBeEmptyDOMElement();
    expect(download).not.toHaveBeenCalled();

    fireEvent.pointerMove(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('shows a modal opened before its module arrived as soon as it arrives', async () => {
    const { Modal, arrive } = modalModule();
    const { rerender } = render(<Modal open={false} />);
    rerender(<Modal open />);
    expect(screen.queryByText('probe open')).toBeNull();

    await arrive();

    expect(await screen.findByText('probe open')).toBeInTheDocument();
  });

  it('keeps rendering the modal once here, closed too, so that its closing transition plays', async () => {
    const { Modal, arrive } = modalModule();
    const { rerender } = render(<Modal open />);
    await arrive();
    await screen.findByText('probe open');

    rerender(<Modal open={false} />);

    expect(screen.getByText('probe closed')).toBeInTheDocument();
  });
});
