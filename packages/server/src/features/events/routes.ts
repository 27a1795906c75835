import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type AppEnv, viewerOf } from '../../lib/context.ts';
import type { EventBus } from '../../lib/events.ts';

/** Server-Sent Events: the signed-in user's own events, as they happen in any process. */
export function registerEventRoutes(app: Hono<AppEnv>, events: EventBus) {
  app.get('/api/events', (c) => {
    const { userId } = viewerOf(c);
    return streamSSE(c, async (stream) => {
      const queue: { type: string; data: string }[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = events.subscribe((event) => {
        if (event.userId !== userId) return;
        queue.push({ type: event.type, data: JSON.stringify(event.data) });
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted) {
        const next = queue.shift();
        if (next) {
          await stream.writeSSE({ event: next.type, data: next.data });
          continue;
        }
        // Wait for an event, or 25 s for a keep-alive comment through proxies.
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 25_000);
        });
        wake = undefined;
        if (!queue.length && !stream.aborted) await stream.write(': keep-alive\n\n');
      }
      unsubscribe();
    });
  });
}
