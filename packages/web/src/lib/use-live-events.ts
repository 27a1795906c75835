import { useEffect, useRef } from 'react';

/** Event types the server sends on `GET /api/events`, plus `live.reconnected`, raised here
 * after the stream comes back, because events sent while it was down are lost. */
export type LiveEventType = 'source.updated' | 'interface.updated' | 'live.reconnected';
export type LiveEventHandler = (data: unknown) => void;

/** The part of EventSource this module uses. */
export interface LiveEventStream {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

export interface LiveEventsOptions {
  url: string;
  connect: (url: string) => LiveEventStream;
}

const localTypes = new Set<string>(['live.reconnected']);
const maxBackoffMs = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s between attempts to reopen the stream. */
export function backoffDelay(attempt: number): number {
  return Math.min(maxBackoffMs, 1000 * 2 ** Math.max(0, attempt));
}

function parseData(event: Event): unknown {
  const data = (event as MessageEvent).data;
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * One event stream shared by every subscriber: opened with the first subscription, closed
 * with the last. Errors close it and reopen it with backoff, because EventSource's own retry
 * has a fixed delay and gives up for good on an HTTP error (a restart, a 401).
 */
export function createLiveEvents({ url, connect }: LiveEventsOptions) {
  const handlers = new Map<string, Set<LiveEventHandler>>();
  let stream: LiveEventStream | null = null;
  let listening = new Set<string>();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let openedBefore = false;

  const subscriberCount = () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0);

  function dispatch(type: string, data: unknown) {
    for (const handler of [...(handlers.get(type) ?? [])]) handler(data);
  }

  function listen(type: string) {
    const current = stream;
    if (!current || localTypes.has(type) || listening.has(type)) return;
    listening.add(type);
    current.addEventListener(type, (event) => {
      if (current === stream) dispatch(type, parseData(event));
    });
  }

  function open() {
    retryTimer = undefined;
    const current = connect(url);
    stream = current;
    listening = new Set();
    for (const type of handlers.keys()) listen(type);
    current.addEventListener('open', () => {
      if (current !== stream) return;
      attempt = 0;
      if (openedBefore) dispatch('live.reconnected', null);
      openedBefore = true;
    });
    current.addEventListener('error', () => {
      if (current !== stream) return;
      current.close();
      stream = null;
      retryTimer = setTimeout(open, backoffDelay(attempt));
      attempt += 1;
    });
  }

  function shutDown() {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
    stream?.close();
    stream = null;
    attempt = 0;
    openedBefore = false;
  }

  return {
    subscribe(type: LiveEventType, handler: LiveEventHandler): () => void {
      const set = handlers.get(type) ?? new Set<LiveEventHandler>();
      handlers.set(type, set);
      set.add(handler);
      if (!stream && retryTimer === undefined) open();
      else listen(type);
      return () => {
        set.delete(handler);
        if (subscriberCount() === 0) shutDown();
      };
    },
    /** Whether a stream is open or about to be reopened. */
    get active() {
      return stream !== null || retryTimer !== undefined;
    },
  };
}

let shared: ReturnType<typeof createLiveEvents> | null = null;

function sharedLiveEvents() {
  shared ??= createLiveEvents({ url: '/api/events', connect: (url) => new EventSource(url) });
  return shared;
}

/** Calls `handler` for every live event of `type` while the component is mounted. */
export function useLiveEvent(type: LiveEventType, handler: LiveEventHandler) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    // No EventSource (tests, very old browsers): pages fall back to polling.
    if (typeof EventSource === 'undefined') return;
    return sharedLiveEvents().subscribe(type, (data) => latest.current(data));
  }, [type]);
}
