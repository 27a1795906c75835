import pg from 'pg';
import type { DatabaseHandle } from '../db/database.ts';
import type { Logger } from './logger.ts';

export interface AppEvent {
  type: 'source.updated' | 'interface.updated';
  userId: string;
  data: Record<string, unknown>;
}

type Listener = (event: AppEvent) => void;

export interface EventBus {
  publish(event: AppEvent): Promise<void>;
  subscribe(listener: Listener): () => void;
  close(): Promise<void>;
}

const channel = 'cartographer_events';

/**
 * Events to browsers across processes: published with NOTIFY, received with LISTEN, so
 * every app process (and its SSE clients) sees every event. PGlite runs in-process, where
 * LISTEN/NOTIFY works the same on its single connection.
 */
export async function createEventBus(handle: DatabaseHandle, logger: Logger): Promise<EventBus> {
  const listeners = new Set<Listener>();
  const deliver = (payload: string) => {
    let event: AppEvent;
    try {
      event = JSON.parse(payload) as AppEvent;
    } catch {
      return;
    }
    for (const listener of listeners) listener(event);
  };
  let stop: () => Promise<void>;
  let notify: (payload: string) => Promise<void>;
  if (handle.pglite) {
    const pglite = handle.pglite;
    const unlisten = await pglite.listen(channel, deliver);
    stop = unlisten;
    notify = async (payload) => {
      await pglite.query('select pg_notify($1, $2)', [channel, payload]);
    };
  } else {
    const pool = handle.pool!;
    const client = new pg.Client({
      connectionString: (pool as unknown as { options: { connectionString: string } }).options
        .connectionString,
    });
    await client.connect();
    client.on('notification', (message) => message.payload && deliver(message.payload));
    client.on('error', (error) => logger.error('event listener connection failed', { error: error.message }));
    await client.query(`listen ${channel}`);
    stop = () => client.end();
    notify = async (payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    };
  }
  return {
    publish: (event) => notify(JSON.stringify(event)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => stop(),
  };
}
