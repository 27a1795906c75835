import type { InterfaceGraph } from '@cartographer/core';
import { Bot } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAskAssistant } from '../api/ask-assistant.ts';
import { useAssistantStatus } from '../api/get-assistant-status.ts';
import type { AssistantProposal } from '../api/types.ts';
import { Dialog } from '../components/dialog.tsx';
import { ChatInput } from './chat-input.tsx';
import { DeterministicActions } from './deterministic-actions.tsx';

interface Message {
  role: 'user' | 'assistant' | 'error';
  text: string;
  proposals?: AssistantProposal[];
}

interface AssistantDrawerProps {
  open: boolean;
  onClose: () => void;
  interfaceId: string;
  graph: InterfaceGraph;
  apply: (graph: InterfaceGraph) => void;
  /** A prompt to send as soon as the drawer opens ('AI Optimize' with a model configured). */
  pendingPrompt: string | null;
  onPendingPromptSent: () => void;
}

export function AssistantDrawer(props: AssistantDrawerProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} layout="drawer" size="md" title="AI Assistant">
      <AssistantBody {...props} />
    </Dialog>
  );
}

function AssistantBody({
  interfaceId,
  graph,
  apply,
  pendingPrompt,
  onPendingPromptSent,
}: AssistantDrawerProps) {
  const status = useAssistantStatus();
  const ask = useAskAssistant(interfaceId);
  const [messages, setMessages] = useState<Message[]>([]);
  const endRef = useRef<HTMLDivElement>(null);

  const send = (prompt: string) => {
    setMessages((current) => [...current, { role: 'user', text: prompt }]);
    ask.mutate(
      { prompt, graph },
      {
        onSuccess: (answer) =>
          setMessages((current) => [
            ...current,
            { role: 'assistant', text: answer.reply, proposals: answer.proposals },
          ]),
        onError: (error) =>
          setMessages((current) => [...current, { role: 'error', text: errorMessage(error) }]),
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once, when the status says a model answers
  useEffect(() => {
    if (pendingPrompt && status.data?.configured) {
      onPendingPromptSent();
      send(pendingPrompt);
    }
  }, [pendingPrompt, status.data?.configured]);

  useEffect(() => {
    if (messages.length > 0) endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  if (status.isPending) return <Spinner label="Checking the AI model" />;
  const configured = status.data?.configured === true;

  return (
    <div className="flex min-h-full flex-col gap-4">
      {status.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(status.error)}
        </p>
      ) : configured ? (
        <p className="text-xs text-slate-500">
          Using {status.data.provider} · {status.data.model}. Proposals change nothing until you apply one.
        </p>
      ) : (
        <div className="space-y-3">
          <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            No AI model is configured on this server. To chat with an assistant, set <code>LLM_PROVIDER</code>
            , <code>LLM_BASE_URL</code>, <code>LLM_API_KEY</code> and <code>LLM_MODEL</code>. These actions
            work without one:
          </p>
          <DeterministicActions graph={graph} apply={apply} />
        </div>
      )}
      <div className="flex-1 space-y-3" aria-live="polite">
        {messages.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the conversation only grows
          <div key={index} className={cn('flex', message.role === 'user' ? 'justify-end' : 'justify-start')}>
            <div
              className={cn(
                'max-w-[85%] space-y-2 rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap',
                message.role === 'user' && 'bg-brand-600 text-white',
                message.role === 'assistant' && 'bg-slate-100 text-slate-900',
                message.role === 'error' && 'border border-red-200 bg-red-50 text-red-800',
              )}
            >
              {message.role === 'assistant' ? (
                <Bot aria-label="Assistant" className="h-4 w-4 text-slate-500" />
              ) : null}
              <p>{message.text}</p>
              {message.proposals?.map((proposal) => (
                <div
                  key={proposal.id}
                  className="rounded-lg border border-slate-200 bg-white p-2 text-slate-800"
                >
                  <p className="font-medium">{proposal.title}</p>
                  <p className="text-xs text-slate-600">{proposal.description}</p>
                  <Button
                    className="mt-2 px-3 py-1"
                    onClick={() => {
                      apply(proposal.graph);
                      toast.success(`Applied “${proposal.title}”. Review it, then Save.`);
                    }}
                  >
                    Apply
                  </Button>
                </div>
              ))}
            </div>
          </div>
        ))}
        {ask.isPending ? <p className="text-xs text-slate-500">The assistant is thinking…</p> : null}
        <div ref={endRef} />
      </div>
      <div className="sticky bottom-0 bg-white">
        <ChatInput busy={ask.isPending} onSend={send} />
      </div>
    </div>
  );
}
