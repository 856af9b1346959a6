import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ListContextProvider, useList, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../tests/support/renderAdmin';
import { OpenOrderFromSearch } from './OpenOrderFromSearch';

const ROWS = [
  { id: 'o1', sOrderId: 'GD1' },
  { id: 'o2', sOrderId: 'GD2' },
];

/** A list page with the opener, and buttons that arrive with or without the search's state. */
const Page = ({ onOpen }: { onOpen: (record: RaRecord) => void }) => {
  const navigate = useNavigate();
  const [count, setCount] = useState(0);
  const list = useList({ data: ROWS });
  return (
    <ListContextProvider value={list}>
      <OpenOrderFromSearch onOpen={onOpen} />
      <button onClick={() => navigate('/admin/list', { state: { openOrder: 'o2' } })}>from search</button>
      <button onClick={() => navigate('/admin/list')}>from menu</button>
      <button onClick={() => setCount(count + 1)}>rerender {count}</button>
    </ListContextProvider>
  );
};

describe('OpenOrderFromSearch', () => {
  it('opens the order the search named, once per visit', async () => {
    const onOpen = vi.fn();
    renderAdmin(<Page onOpen={onOpen} />);
    fireEvent.click(await screen.findByRole('button', { name: 'from menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'from search' }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'o2' })));
    fireEvent.click(screen.getByRole('button', { name: /rerender/ }));
    expect(await screen.findByRole('button', { name: 'rerender 1' })).toBeInTheDocument();
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'from search' }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledTimes(2));
  });
});
