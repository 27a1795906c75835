import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/database.ts';
import type { Logger } from './logger.ts';

export type JobHandler = (data: Record<string, string>) => Promise<void>;

export interface JobQueue {
  /** Registers the worker of a queue (one per process; pg-boss hands each job to one worker). */
  work(queue: string, handler: JobHandler): Promise<void>;
  send(queue: string, data: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

/** Background work on pg-boss, so a job runs once across processes and survives restarts. */
export async function createJobQueue(handle: DatabaseHandle, logger: Logger): Promise<JobQueue> {
  const boss = handle.pglite
    ? new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite', supervise: true, schedule: false })
    : new PgBoss({
        connectionString: (handle.pool as unknown as { options: { connectionString: string } }).options
          .connectionString,
        max: 4,
        schedule: false,
      });
  boss.on('error', (error: Error) => logger.error('job queue error', { error: error.message }));
  await boss.start();
  const created = new Set<string>();
  const ensure = async (queue: string) => {
    if (created.has(queue)) return;
    await boss.createQueue(queue, { retryLimit: 1, expireInSeconds: 15 * 60 });
    created.add(queue);
  };
  return {
    async work(queue, handler) {
      await ensure(queue);
      await boss.work<Record<string, string>>(
        queue,
        { pollingIntervalSeconds: 0.5, localConcurrency: 2 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
        },
      );
    },
    async send(queue, data) {
      await ensure(queue);
      await boss.send(queue, data);
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}

/** Runs jobs in this process as soon as they are sent: for tests, where one process is the whole system. */
export function createInlineJobQueue(logger: Logger): JobQueue & { idle(): Promise<void> } {
  const handlers = new Map<string, JobHandler>();
  const running = new Set<Promise<void>>();
  return {
    async work(queue, handler) {
      handlers.set(queue, handler);
    },
    async send(queue, data) {
      const handler = handlers.get(queue);
      if (!handler) throw new Error(`No worker for queue ${queue}`);
      const run = handler(data)
        .catch((error: Error) => logger.error('job failed', { queue, error: error.message }))
        .finally(() => running.delete(run));
      running.add(run);
    },
    async stop() {
      await Promise.all(running);
    },
    async idle() {
      while (running.size) await Promise.all(running);
    },
  };
}
