import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLeaveAfterSave } from './useLeaveAfterSave';

describe('useLeaveAfterSave', () => {
  it('leaves once, only after the render that says saved (the form drops its guard in that render)', () => {
    const leave = vi.fn();
    const seen: boolean[] = [];
    const { result, rerender } = renderHook(() => {
      const state = useLeaveAfterSave(() => leave(seen.at(-1)));
      seen.push(state.saved);
      return state;
    });
    expect(leave).not.toHaveBeenCalled();
    act(() => result.current.markSaved());
    // Left from an effect of the render that already showed saved: true.
    expect(leave).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledWith(true);
    rerender();
    expect(leave).toHaveBeenCalledTimes(1);
  });
});
