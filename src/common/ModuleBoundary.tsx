import { Component, type ReactNode } from 'react';
import { isModuleLoadError } from './moduleLoader';

interface ModuleBoundaryProps {
  /** Shown in place of the part whose code did not download. */
  failed: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a part of a screen that loads apart (the dashboard's chart) from taking the screen down
 * when its code does not download: that part says so, the rest stays. Any other error goes on to
 * the layout's error page. A retry remounts it (a new `key`) after the lazy view's `retry()`
 * (common/lazyView.ts): React.lazy keeps a failure.
 */
export class ModuleBoundary extends Component<ModuleBoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!isModuleLoadError(error)) throw error;
    return this.props.failed;
  }
}
