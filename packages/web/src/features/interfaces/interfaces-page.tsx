import { EmptyState } from '../../components/ui/empty-state.tsx';

export function InterfacesPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <EmptyState title="Your MCP interfaces will be listed here.">
        This screen is being built; nothing here is sample data.
      </EmptyState>
    </div>
  );
}
