import { describe, expect, it, vi } from 'vitest';
import { createSignal } from '../../src/api/signal';

describe('createSignal', () => {
  it('tells every listener, until it leaves', () => {
    const signal = createSignal();
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = signal.subscribe(first);
    signal.subscribe(second);
    signal.notify();
    leaveFirst();
    signal.notify();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('watches its source from the first listener to the last, and a second leave changes nothing', () => {
    const stop = vi.fn();
    const watch = vi.fn(() => stop);
    const signal = createSignal(watch);
    const leaveA = signal.subscribe(() => {});
    const leaveB = signal.subscribe(() => {});
    expect(watch).toHaveBeenCalledTimes(1);
    leaveA();
    leaveA();
    expect(stop).not.toHaveBeenCalled();
    leaveB();
    expect(stop).toHaveBeenCalledTimes(1);
    signal.subscribe(() => {});
    expect(watch).toHaveBeenCalledTimes(2);
  });

  it('tells the listeners there were when it was called, whoever leaves or joins meanwhile', () => {
    const signal = createSignal();
    const later = vi.fn();
    const second = vi.fn();
    let leaveSecond = () => {};
    signal.subscribe(() => {
      leaveSecond();
      signal.subscribe(later);
    });
    leaveSecond = signal.subscribe(second);
    signal.notify();
    expect(second).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
  });
});
