import { defaultInterfaceName } from '@cartographer/core';
import { ArrowLeft, Globe, GlobeLock, History, Play, Plug, Save, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import type { InterfaceSummary } from '../api/types.ts';
import { StatusBadge } from '../components/status-badge.tsx';

export type BuilderDialog = 'assistant' | 'test' | 'versions' | 'connect' | 'schema';

interface BuilderHeaderProps {
  name: string;
  onRename: (name: string) => void;
  summary: InterfaceSummary;
  dirty: boolean;
  saving: boolean;
  publishing: boolean;
  onSave: () => void;
  onPublish: () => void;
  onUnpublish: () => void;
  onOpen: (dialog: BuilderDialog) => void;
}

/** Text stays for screen readers on narrow screens, where only the icon shows. */
function Label({ children }: { children: ReactNode }) {
  return <span className="sr-only lg:not-sr-only">{children}</span>;
}

export function BuilderHeader(props: BuilderHeaderProps) {
  const { summary, dirty } = props;
  const published = summary.status === 'published';
  // The canvas or the latest saved version differs from what clients are served.
  const stale = dirty || summary.publishedVersion !== summary.latestVersion;
  const ghost = 'px-2.5 py-1.5 lg:px-3';
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-3 py-2">
      <Link
        to="/app/interfaces"
        aria-label="Back to interfaces"
        className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <ArrowLeft aria-hidden className="h-5 w-5" />
      </Link>
      <div className="flex flex-1 items-center gap-2">
        <input
          aria-label="Interface name"
          value={props.name}
          placeholder={defaultInterfaceName}
          onChange={(event) => props.onRename(event.target.value)}
          className="w-full min-w-[8rem] max-w-xs flex-1 rounded-md border border-transparent bg-transparent px-2 py-1 text-base font-semibold text-slate-900 hover:border-slate-300 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        <StatusBadge summary={summary} />
        <span
          role="status"
          title={dirty ? 'Unsaved changes' : `Saved · v${summary.latestVersion}`}
          className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap text-xs text-slate-500"
        >
          {dirty ? (
            <>
              <span aria-hidden className="h-2 w-2 rounded-full bg-amber-500" />
              <span className="sr-only 2xl:not-sr-only">Unsaved changes</span>
            </>
          ) : (
            <>
              <span aria-hidden className="h-2 w-2 rounded-full bg-emerald-500" />
              <span className="sr-only 2xl:not-sr-only">Saved · v{summary.latestVersion}</span>
            </>
          )}
        </span>
      </div>
      <div className="ml-auto flex flex-wrap items-center gap-1">
        <Button variant="ghost" className={ghost} onClick={() => props.onOpen('assistant')}>
          <Sparkles aria-hidden className="h-4 w-4 text-brand-600" /> <Label>AI Assistant</Label>
        </Button>
        <Button variant="ghost" className={ghost} onClick={() => props.onOpen('test')}>
          <Play aria-hidden className="h-4 w-4" /> <Label>Test</Label>
        </Button>
        <Button variant="ghost" className={ghost} onClick={() => props.onOpen('versions')}>
          <History aria-hidden className="h-4 w-4" /> <Label>Versions</Label>
        </Button>
        <Button
          variant="ghost"
          className={ghost}
          onClick={() => props.onOpen('connect')}
          disabled={!published}
          title={published ? 'Connect an AI client' : 'Publish the interface to connect a client'}
        >
          <Plug aria-hidden className="h-4 w-4" /> <Label>Connect</Label>
        </Button>
        {published ? (
          <Button
            variant="secondary"
            className={ghost}
            disabled={props.publishing}
            onClick={props.onUnpublish}
          >
            <GlobeLock aria-hidden className="h-4 w-4" /> <Label>Unpublish</Label>
          </Button>
        ) : null}
        {!published || stale ? (
          <Button
            variant="secondary"
            className={ghost}
            disabled={props.publishing || props.saving}
            onClick={props.onPublish}
            title={dirty ? 'Save the changes, then publish them' : `Publish version ${summary.latestVersion}`}
          >
            <Globe aria-hidden className="h-4 w-4" />{' '}
            <Label>{published ? 'Publish latest' : 'Publish'}</Label>
          </Button>
        ) : null}
        <Button className={ghost} onClick={props.onSave} disabled={props.saving}>
          <Save aria-hidden className="h-4 w-4" /> <Label>{props.saving ? 'Saving...' : 'Save'}</Label>
        </Button>
      </div>
    </div>
  );
}
