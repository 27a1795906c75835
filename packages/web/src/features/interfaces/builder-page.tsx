import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useInterface } from './api/get-interface.ts';
import { BuilderEditor } from './builder/builder-editor.tsx';

export function BuilderPage() {
  const { interfaceId = '' } = useParams();
  const query = useInterface(interfaceId);

  if (query.isPending) return <Spinner label="Loading interface" />;
  if (query.isError) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800"
      >
        <p className="font-medium">{errorMessage(query.error)}</p>
        <Link
          to="/app/interfaces"
          className="mt-3 inline-flex items-center gap-1 font-medium text-red-900 underline"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> Back to interfaces
        </Link>
      </div>
    );
  }
  // A new key per interface: moving between interfaces starts a fresh canvas.
  return <BuilderEditor key={interfaceId} detail={query.data} />;
}
