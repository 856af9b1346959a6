import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { ListContextProvider, useList, useListContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AfterPage,
  Deferred,
  DeferredListContext,
  ShownListContextProvider,
  ShownListScope,
} from './Deferred';
import { SHELL_PENDING_SELECTOR } from './shellPending';

/** Records the page's text at each commit of its parent's render, before React goes on. */
const CommitProbe = ({ commits }: { commits: string[] }) => {
  useLayoutEffect(() => {
    commits.push(document.body.textContent ?? '');
  });
  return null;
};

describe('Deferred', () => {
  it('commits the fallback first, then the children in a later render', async () => {
    const commits: string[] = [];
    render(
      <>
        <CommitProbe commits={commits} />
        <Deferred fallback="waiting">the rows</Deferred>
      </>,
    );
    expect(commits[0]).toBe('waiting');
    expect(await screen.findByText('the rows')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });
});

describe('AfterPage', () => {
  it('commits the page around it first, even inside a render that is already deferred', async () => {
    const commits: string[] = [];
    render(
      <>
        <CommitProbe commits={commits} />
        <Deferred fallback="waiting">
          <CommitProbe commits={commits} />
          page
          <AfterPage fallback=" (menu soon)">
            <CommitProbe commits={commits} /> menu
          </AfterPage>
        </Deferred>
      </>,
    );
    expect(await screen.findByText('page menu')).toBeTruthy();
    // A Deferred in this place would have mounted the menu in the render of the page.
    expect(commits).toEqual(['waiting', 'page (menu soon)', 'page menu']);
  });

  describe('where the browser tells when it is idle', () => {
    afterEach(() => {
      cleanup(); // unmounts, which cancels its idle callback, before the stubs go
      vi.unstubAllGlobals();
    });

    it('waits for that moment, so that renders the page has pending go first', async () => {
      const idle: IdleRequestCallback[] = [];
      const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => idle.push(callback));
      vi.stubGlobal('requestIdleCallback', requestIdleCallback);
      vi.stubGlobal('cancelIdleCallback', vi.fn());
      render(
        <>
          page
          <AfterPage fallback=" (menu soon)"> menu</AfterPage>
        </>,
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(document.body.textContent).toBe('page (menu soon)');
      // The shell says it is not whole yet, so that a reader of the page waits for its menu.
      expect(document.querySelectorAll(SHELL_PENDING_SELECTOR)).toHaveLength(1);
      // Not forever: a page that keeps the browser busy gets its menu within a second.
      expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1_000 });
      await act(async () => idle.forEach((callback) => callback({} as IdleDeadline)));
      expect(document.body.textContent).toBe('page menu');
      expect(document.querySelectorAll(SHELL_PENDING_SELECTOR)).toHaveLength(0);
    });
  });
});

const Titles = () => {
  const { data = [], total } = useListContext<{ id: number; title: string }>();
  return <p data-testid="deferred">{`${data.map((record) => record.title).join(',')} of ${total}`}</p>;
};

/** Records what the deferred children show at the commit where the live context takes an answer. */
const LiveProbe = ({ commits }: { commits: string[] }) => {
  const { total } = useListContext();
  useLayoutEffect(() => {
    commits.push(`live ${total}: ${document.querySelector('[data-testid=deferred]')?.textContent}`);
  }, [commits, total]);
  return null;
};

const LiveList = ({ commits }: { commits: string[] }) => {
  const [count, setCount] = useState(1);
  const list = useList({ data: Array.from({ length: count }, (_, id) => ({ id, title: `t${id}` })) });
  return (
    <ListContextProvider value={list}>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        more
      </button>
      <LiveProbe commits={commits} />
      <DeferredListContext>
        <Titles />
      </DeferredListContext>
    </ListContextProvider>
  );
};

describe('DeferredListContext', () => {
  it('gives its children each new list answer one render after the live context', async () => {
    const commits: string[] = [];
    render(<LiveList commits={commits} />);
    expect(await screen.findByText('t0 of 1')).toBeTruthy();
    commits.length = 0;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'more' })));
    // When the live context has the new answer, the children still show the previous one.
    expect(commits).toEqual(['live 2: t0 of 1']);
    expect(screen.getByTestId('deferred').textContent).toBe('t0,t1 of 2');
  });

  it('shows a busy bar above its children while the list waits for its first answer, if asked', async () => {
    const Waiting = ({ isLoading, showLoading }: { isLoading: boolean; showLoading?: boolean }) => {
      const list = useList<{ id: number }>({
        data: [],
        isPending: isLoading,
        isFetching: isLoading,
        isLoading,
      });
      return (
        <ListContextProvider value={list}>
          <DeferredListContext showLoading={showLoading}>the table</DeferredListContext>
        </ListContextProvider>
      );
    };
    const { rerender } = render(<Waiting isLoading showLoading />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    rerender(<Waiting isLoading={false} showLoading />);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    // Without showLoading (the pagination's once), none: one bar per list.
    rerender(<Waiting isLoading />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

/** A pagination's stand-in: at each of its commits, its total and what the rows show then. */
const Pager = ({ commits }: { commits: string[] }) => {
  const { total } = useListContext();
  useLayoutEffect(() => {
    commits.push(`pager ${total}: ${document.querySelector('[data-testid=deferred]')?.textContent}`);
  }, [commits, total]);
  return <p data-testid="pager">{`of ${total}`}</p>;
};

const PagedList = ({ rows, commits }: { rows: boolean; commits: string[] }) => {
  const [count, setCount] = useState(1);
  const list = useList({ data: Array.from({ length: count }, (_, id) => ({ id, title: `t${id}` })) });
  return (
    <ShownListScope>
      <ListContextProvider value={list}>
        <button type="button" onClick={() => setCount((value) => value + 1)}>
          more
        </button>
        {rows && (
          <DeferredListContext>
            <Titles />
          </DeferredListContext>
        )}
        <ShownListContextProvider>
          <Pager commits={commits} />
        </ShownListContextProvider>
      </ListContextProvider>
    </ShownListScope>
  );
};

describe('ShownListContextProvider', () => {
  it('gives the pagination the answer the rows have committed, never one they do not show yet', async () => {
    const commits: string[] = [];
    // The live context has its answer, but no rows have shown it: no pagination under an empty table.
    const { rerender } = render(<PagedList rows={false} commits={commits} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('pager')).toBeNull();

    rerender(<PagedList rows commits={commits} />);
    expect((await screen.findByTestId('pager')).textContent).toBe('of 1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'more' })));
    await waitFor(() => expect(screen.getByTestId('pager').textContent).toBe('of 2'));
    // Each time the pagination changed, the rows already showed that answer.
    expect(commits).toEqual(['pager 1: t0 of 1', 'pager 2: t0,t1 of 2']);
  });
});
