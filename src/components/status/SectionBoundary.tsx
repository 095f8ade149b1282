import { t } from '@lingui/core/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { ErrorMessage } from './ErrorMessage';

export interface SectionBoundaryProps {
  /** Name of the section, used in the message, e.g. "Fees". */
  what: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a crash inside one section of a page: the rest of the page stays usable. */
export class SectionBoundary extends Component<SectionBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.what} failed to render`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm dark:border-red-900 dark:bg-red-950/40">
        <p className="font-semibold">{t`${this.props.what} could not be shown.`}</p>
        <p className="mt-1 break-words">
          <ErrorMessage error={this.state.error} />
        </p>
        <Button onClick={() => this.setState({ error: null })} variant="primary" size="lg" className="mt-3">
          {t`Try again`}
        </Button>
      </div>
    );
  }
}
