import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModuleBoundary } from './ModuleBoundary';

const Throws = ({ error }: { error: Error }): ReactNode => {
  throw error;
};

class Outer extends Component<{ children: ReactNode }, { caught?: string }> {
  state: { caught?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { caught: error.message };
  }
  render() {
    return this.state.caught ? <p>page error: {this.state.caught}</p> : this.props.children;
  }
}

afterEach(() => vi.restoreAllMocks());

describe('ModuleBoundary', () => {
  it('shows its own message when the part it holds did not download, and leaves the rest of the screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Outer>
        <p>the figures</p>
        <ModuleBoundary failed={<p>the chart could not be loaded</p>}>
          <Throws
            error={new TypeError('Failed to fetch dynamically imported module: /assets/RevenueChart.js')}
          />
        </ModuleBoundary>
      </Outer>,
    );
    expect(screen.getByText('the chart could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('the figures')).toBeInTheDocument();
  });

  it('passes any other error on to the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Outer>
        <ModuleBoundary failed={<p>the chart could not be loaded</p>}>
          <Throws error={new RangeError('bad series')} />
        </ModuleBoundary>
      </Outer>,
    );
    expect(screen.getByText('page error: bad series')).toBeInTheDocument();
    expect(screen.queryByText('the chart could not be loaded')).toBeNull();
  });
});
