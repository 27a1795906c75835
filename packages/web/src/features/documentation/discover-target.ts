import type { DiscoverKind } from './api/types.ts';

export interface DiscoverKindOption {
  kind: DiscoverKind;
  label: string;
  /** One line on what will be searched. */
  explanation: string;
  placeholder: string;
}

export const discoverKinds: DiscoverKindOption[] = [
  {
    kind: 'url',
    label: 'API document or site',
    explanation:
      'The document itself, or a site whose document is found at well-known paths (/openapi.json, /swagger.json, /v3/api-docs…), a Swagger UI or Redoc page, or a GraphQL endpoint.',
    placeholder: 'https://api.example.com/openapi.json',
  },
  {
    kind: 'repository',
    label: 'Code repository',
    explanation:
      'A git URL or a folder on the server: API description files and route declarations (Express, Fastify, NestJS, FastAPI, Rails, Laravel, Spring) are collected, with where each was found.',
    placeholder: 'https://github.com/acme/store.git or /srv/store',
  },
  {
    kind: 'wiki',
    label: 'Docs site / wiki',
    explanation:
      'A limited number of pages of the same site are read for endpoints (such as GET /products/{id}) and links to API documents.',
    placeholder: 'https://docs.example.com/api',
  },
];

export const emptyUrlMessage = 'Enter a URL';
const httpMessage = 'Enter a valid http or https URL';
const repositoryMessage =
  'Enter a git URL (https://… or git@host:owner/repo.git) or an absolute folder path on the server';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const gitUrl = /^(git@[\w.-]+:[\w./~-]+|(ssh|git):\/\/[\w.@:-]+\/[\w./~-]+)$/;

/** Why this address cannot be discovered with this kind, or null when it can be sent. */
export function discoverTargetProblem(value: string, kind: DiscoverKind): string | null {
  const target = value.trim();
  if (target === '') return emptyUrlMessage;
  if (isHttpUrl(target)) return null;
  if (kind !== 'repository') return httpMessage;
  if (gitUrl.test(target) || target.startsWith('/')) return null;
  return repositoryMessage;
}
