import { compileInterface, type InterfaceGraph, type PlanId, plans } from '@cartographer/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AccessKey, CallEvent, GatewayDeps, PublishedInterface } from '../../gateway/index.ts';
import type { EventBus } from '../../lib/events.ts';
import type { Logger } from '../../lib/logger.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { hashKey } from './access-keys.ts';
import { loadCatalogs } from './interface-store.ts';
import { readSecrets } from './secrets.ts';

/** Unlimited plans still get a ceiling, so one client cannot starve the process. */
const enterpriseConcurrency = 1000;

/**
 * What the gateway needs from the database: the published version compiled once and kept
 * until an `interface.updated` event (from any process) says it changed; keys checked by hash;
 * call events aggregated per minute in memory and written in batches.
 */
export function createGatewayAdapter(deps: {
  db: Kysely<Database>;
  box: SecretBox;
  events: EventBus;
  logger: Logger;
  flushEveryMs?: number;
}) {
  const { db } = deps;
  const cache = new Map<string, Promise<PublishedInterface | null>>();
  const plansByInterface = new Map<string, PlanId>();
  const unsubscribe = deps.events.subscribe((event) => {
    if (event.type !== 'interface.updated') return;
    const slug = event.data.slug;
    if (typeof slug === 'string') cache.delete(slug);
    else cache.clear();
  });

  async function load(slug: string): Promise<PublishedInterface | null> {
    const row = await db
      .selectFrom('interfaces as i')
      .innerJoin('interface_versions as v', (join) =>
        join.onRef('v.interface_id', '=', 'i.id').onRef('v.version', '=', 'i.published_version'),
      )
      .leftJoin('profiles as p', 'p.user_id', 'i.user_id')
      .select(['i.id', 'i.user_id', 'i.name', 'i.slug', 'v.version', 'v.graph', 'p.plan'])
      .where('i.slug', '=', slug)
      .executeTakeFirst();
    if (!row) return null;
    const graph = row.graph as InterfaceGraph;
    const compiled = compileInterface(graph, await loadCatalogs(db, row.user_id, graph));
    plansByInterface.set(row.id, row.plan ?? 'starter');
    return {
      interfaceId: row.id,
      slug: row.slug,
      version: row.version,
      name: row.name,
      tools: compiled.tools,
      secrets: await readSecrets(db, deps.box, row.id),
    };
  }

  const usage = new Map<
    string,
    { event: CallEvent; minute: Date; calls: number; total: number; max: number; bytes: number }
  >();
  const flush = async () => {
    if (usage.size === 0) return;
    const batch = [...usage.values()];
    usage.clear();
    try {
      await db
        .insertInto('call_usage')
        .values(
          batch.map((entry) => ({
            interface_id: entry.event.interfaceId,
            key_id: entry.event.keyId,
            tool: entry.event.tool,
            status: entry.event.status,
            minute: entry.minute,
            calls: entry.calls,
            total_latency_ms: entry.total,
            max_latency_ms: entry.max,
            bytes: entry.bytes,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['interface_id', 'key_id', 'tool', 'status', 'minute']).doUpdateSet((eb) => ({
            calls: eb('call_usage.calls', '+', eb.ref('excluded.calls')),
            total_latency_ms: eb('call_usage.total_latency_ms', '+', eb.ref('excluded.total_latency_ms')),
            max_latency_ms: eb.fn('greatest', [
              eb.ref('call_usage.max_latency_ms'),
              eb.ref('excluded.max_latency_ms'),
            ]),
            bytes: eb('call_usage.bytes', '+', eb.ref('excluded.bytes')),
          })),
        )
        .execute();
      const keyIds = [...new Set(batch.map((entry) => entry.event.keyId))];
      await db
        .updateTable('access_keys')
        .set({ last_used_at: new Date() })
        .where('id', 'in', keyIds)
        .execute();
    } catch (error) {
      deps.logger.error('usage flush failed', { error: (error as Error).message, entries: batch.length });
    }
  };
  const timer = setInterval(() => void flush(), deps.flushEveryMs ?? 5000);
  timer.unref();

  const gatewayDeps: Omit<GatewayDeps, 'logger'> = {
    resolveInterface(slug) {
      let entry = cache.get(slug);
      if (!entry) {
        entry = load(slug).catch((error: Error) => {
          cache.delete(slug);
          deps.logger.error('could not load interface', { slug, error: error.message });
          return null;
        });
        cache.set(slug, entry);
      }
      return entry;
    },
    async authenticate(slug, bearerKey): Promise<AccessKey | null> {
      const row = await db
        .selectFrom('access_keys as k')
        .innerJoin('interfaces as i', 'i.id', 'k.interface_id')
        .select(['k.id', 'k.tools', 'k.read_only', 'i.id as interface_id'])
        .where('k.key_hash', '=', hashKey(bearerKey))
        .where('i.slug', '=', slug)
        .where('k.revoked_at', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      const plan = plans[plansByInterface.get(row.interface_id) ?? 'starter'];
      const concurrency = plan.concurrentRequests ?? enterpriseConcurrency;
      return {
        id: row.id,
        allowedTools: row.tools,
        readOnly: row.read_only,
        rateLimit: { perSecond: concurrency, burst: concurrency, concurrency },
      };
    },
    recordCall(event) {
      const minute = new Date(Math.floor(event.at.getTime() / 60_000) * 60_000);
      const key = [event.interfaceId, event.keyId, event.tool, event.status, minute.getTime()].join('|');
      const entry = usage.get(key) ?? { event, minute, calls: 0, total: 0, max: 0, bytes: 0 };
      entry.calls += 1;
      entry.total += event.latencyMs;
      entry.max = Math.max(entry.max, event.latencyMs);
      entry.bytes += event.bytes;
      usage.set(key, entry);
    },
  };
  return {
    gatewayDeps,
    flush,
    async close() {
      clearInterval(timer);
      unsubscribe();
      await flush();
    },
  };
}
