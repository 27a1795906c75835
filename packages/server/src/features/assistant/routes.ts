import type { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { AppEnv } from '../../lib/context.ts';
import { defineRoute, type RouteRegistry } from '../../lib/route.ts';

export const noModelMessage =
  'No AI model is configured on this server, so the assistant cannot chat. The deterministic actions still work.';

/**
 * The builder's AI assistant. Model-backed chat is not built yet, so the status says no
 * model is configured and the builder offers its deterministic actions; nothing pretends to chat.
 */
export function registerAssistantRoutes(app: Hono<AppEnv>, registry: RouteRegistry) {
  defineRoute(
    app,
    registry,
    {
      method: 'get',
      path: '/api/assistant/status',
      summary: 'Whether an AI model is configured',
      tags: ['Assistant'],
      access: 'user',
      response: z.object({
        configured: z.boolean(),
        provider: z.string().nullable(),
        model: z.string().nullable(),
      }),
    },
    (c) => c.json({ configured: false, provider: null, model: null }),
  );
  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/interfaces/:id/assistant',
      summary: 'Ask the AI assistant about an interface graph',
      tags: ['Assistant'],
      access: 'user',
      params: z.object({ id: z.uuid() }),
      body: z.object({
        prompt: z.string().trim().min(1, 'Please enter a prompt').max(4000),
        graph: z.unknown().optional(),
      }),
      errors: [503],
    },
    () => {
      throw new AppError('UNAVAILABLE', noModelMessage);
    },
  );
}
