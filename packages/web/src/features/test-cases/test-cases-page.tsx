import { EmptyState } from '../../components/ui/empty-state.tsx';

export function TestCasesPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <EmptyState title="No test cases found">
        This screen is being built; nothing here is sample data.
      </EmptyState>
    </div>
  );
}
