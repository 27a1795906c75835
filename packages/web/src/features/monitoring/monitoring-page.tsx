import { EmptyState } from '../../components/ui/empty-state.tsx';

export function MonitoringPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <EmptyState title="Monitoring of your published interfaces will appear here.">
        This screen is being built; nothing here is sample data.
      </EmptyState>
    </div>
  );
}
