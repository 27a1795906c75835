import { EmptyState } from '../../components/ui/empty-state.tsx';

export function DocumentationPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <EmptyState title="Imported API documentation will be listed here.">
        This screen is being built; nothing here is sample data.
      </EmptyState>
    </div>
  );
}
