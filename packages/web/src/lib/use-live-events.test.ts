import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createLiveEvents, type LiveEventStream } from './use-live-events.ts';

/** Stands in for the browser's EventSource, which jsdom does not have. */
class FakeStream implements LiveEventStream {
  listeners = new Map<string, ((event: Event) => void)[]>();
  closed = false;
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

function setUp() {
  const streams: FakeStream[] = [];
  const live = createLiveEvents({
    url: '/api/events',
    connect: () => {
      const stream = new FakeStream();
      streams.push(stream);
      return stream;
    },
  });
  return { live, streams };
}

describe('createLiveEvents', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shares one stream between subscribers and delivers parsed data by type', () => {
    const { live, streams } = setUp();
    const sources: unknown[] = [];
    const interfaces: unknown[] = [];
    live.subscribe('source.updated', (data) => sources.push(data));
    live.subscribe('interface.updated', (data) => interfaces.push(data));
    expect(streams).toHaveLength(1);
    streams[0]?.emit('source.updated', '{"sourceId":"a","status":"complete"}');
    expect(sources).toEqual([{ sourceId: 'a', status: 'complete' }]);
    expect(interfaces).toEqual([]);
  });

  it('closes the stream when the last subscriber leaves', () => {
    const { live, streams } = setUp();
    const first = live.subscribe('source.updated', () => {});
    const second = live.subscribe('source.updated', () => {});
    first();
    expect(streams[0]?.closed).toBe(false);
    second();
    expect(streams[0]?.closed).toBe(true);
    expect(live.active).toBe(false);
  });

  it('reopens after an error with growing delays and reports the reconnection', () => {
    const { live, streams } = setUp();
    let reconnections = 0;
    live.subscribe('source.updated', () => {});
    live.subscribe('live.reconnected', () => {
      reconnections += 1;
    });
    streams[0]?.emit('open');
    streams[0]?.emit('error');
    expect(streams[0]?.closed).toBe(true);
    vi.advanceTimersByTime(backoffDelay(0) - 1);
    expect(streams).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(streams).toHaveLength(2);
    streams[1]?.emit('error');
    vi.advanceTimersByTime(backoffDelay(1));
    expect(streams).toHaveLength(3);
    streams[2]?.emit('open');
    expect(reconnections).toBe(1);
  });

  it('ignores events from a stream it has replaced', () => {
    const { live, streams } = setUp();
    const received: unknown[] = [];
    live.subscribe('source.updated', (data) => received.push(data));
    streams[0]?.emit('error');
    streams[0]?.emit('source.updated', '{}');
    expect(received).toEqual([]);
  });

  it('stops retrying once nobody listens', () => {
    const { live, streams } = setUp();
    const leave = live.subscribe('source.updated', () => {});
    streams[0]?.emit('error');
    leave();
    vi.advanceTimersByTime(backoffDelay(5));
    expect(streams).toHaveLength(1);
  });
});

describe('backoffDelay', () => {
  it('doubles from one second and stops at thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
