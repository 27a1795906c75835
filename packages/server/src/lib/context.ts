import type { Role } from '@cartographer/core';
import type { Context } from 'hono';
import { AppError } from '../errors.ts';

export interface Viewer {
  userId: string;
  sessionId: string;
  role: Role;
}

export interface AppEnv {
  Variables: { viewer: Viewer | null };
}

/** The signed-in user of a route whose spec requires one. */
export function viewerOf(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return viewer;
}
