import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button } from '@web/components/ui/Button';

type ChartBoundaryProps = {
  children: ReactNode;
  title: string;
  retryLabel: string;
  /** Runs before the chart renders again (refetch the figures). */
  onRetry: () => void;
};

type ChartBoundaryState = { failed: boolean };

/**
 * One chart that fails to render shows 'Grafiek kon niet worden geladen' with a retry in its own card; the
 * other charts and the page go on.
 */
export class ChartBoundary extends Component<ChartBoundaryProps, ChartBoundaryState> {
  override state: ChartBoundaryState = { failed: false };

  static getDerivedStateFromError(): ChartBoundaryState {
    return { failed: true };
  }

  handleRetry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        data-testid="chart-error"
        className="flex h-56 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-clay-300 bg-clay-50/60 p-4 text-center"
      >
        <TriangleAlert aria-hidden className="size-6 text-clay-700" />
        <p className="font-medium text-ink">{this.props.title}</p>
        <Button size="sm" variant="secondary" onClick={this.handleRetry}>
          {this.props.retryLabel}
        </Button>
      </div>
    );
  }
}
