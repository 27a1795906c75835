import type { SecurityScheme } from '../catalog/model.ts';
import { isRecord } from '../catalog/schema-walk.ts';
import { text } from './document-parts.ts';
import type { DocumentRefs } from './document-refs.ts';

type Flow = { tokenUrl?: string; authorizationUrl?: string; scopes: Record<string, string> };

function scopes(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isRecord(value))
    for (const [scope, about] of Object.entries(value)) out[scope] = typeof about === 'string' ? about : '';
  return out;
}

function flow(value: Record<string, unknown>): Flow {
  const tokenUrl = text(value.tokenUrl);
  const authorizationUrl = text(value.authorizationUrl);
  return {
    ...(tokenUrl !== undefined && { tokenUrl }),
    ...(authorizationUrl !== undefined && { authorizationUrl }),
    scopes: scopes(value.scopes),
  };
}

function withDescription<T extends SecurityScheme>(scheme: T, source: Record<string, unknown>): T {
  const description = text(source.description);
  return description === undefined ? scheme : { ...scheme, description };
}

function apiKeyLocation(value: unknown): 'header' | 'query' | 'cookie' {
  return value === 'query' || value === 'cookie' ? value : 'header';
}

/** OpenAPI 3.x `components.securitySchemes`; mutualTLS has no catalogue form and is skipped. */
export function openApi3SecuritySchemes(value: unknown, refs: DocumentRefs): Record<string, SecurityScheme> {
  const out: Record<string, SecurityScheme> = {};
  if (!isRecord(value)) return out;
  for (const [name, raw] of Object.entries(value)) {
    const scheme = refs.follow(raw, `#/components/securitySchemes/${name}`);
    if (!scheme) continue;
    if (scheme.type === 'apiKey') {
      out[name] = withDescription(
        { type: 'apiKey', name: String(scheme.name ?? name), in: apiKeyLocation(scheme.in) },
        scheme,
      );
    } else if (scheme.type === 'http') {
      const bearerFormat = text(scheme.bearerFormat);
      out[name] = withDescription(
        {
          type: 'http',
          scheme: String(scheme.scheme ?? 'bearer').toLowerCase(),
          ...(bearerFormat !== undefined && { bearerFormat }),
        },
        scheme,
      );
    } else if (scheme.type === 'oauth2') {
      const flows: Record<string, Flow> = {};
      if (isRecord(scheme.flows)) {
        for (const [kind, details] of Object.entries(scheme.flows))
          if (isRecord(details)) flows[kind] = flow(details);
      }
      out[name] = withDescription({ type: 'oauth2', flows }, scheme);
    } else if (scheme.type === 'openIdConnect') {
      out[name] = withDescription(
        { type: 'openIdConnect', openIdConnectUrl: String(scheme.openIdConnectUrl ?? '') },
        scheme,
      );
    }
  }
  return out;
}

const swaggerFlowNames: Record<string, string> = {
  implicit: 'implicit',
  password: 'password',
  application: 'clientCredentials',
  accessCode: 'authorizationCode',
};

/** Swagger 2.0 `securityDefinitions`, in 3.x terms (`basic` becomes HTTP basic, flows are renamed). */
export function swaggerSecuritySchemes(value: unknown): Record<string, SecurityScheme> {
  const out: Record<string, SecurityScheme> = {};
  if (!isRecord(value)) return out;
  for (const [name, scheme] of Object.entries(value)) {
    if (!isRecord(scheme)) continue;
    if (scheme.type === 'basic') {
      out[name] = withDescription({ type: 'http', scheme: 'basic' }, scheme);
    } else if (scheme.type === 'apiKey') {
      out[name] = withDescription(
        { type: 'apiKey', name: String(scheme.name ?? name), in: apiKeyLocation(scheme.in) },
        scheme,
      );
    } else if (scheme.type === 'oauth2') {
      const kind = swaggerFlowNames[String(scheme.flow)] ?? 'implicit';
      out[name] = withDescription({ type: 'oauth2', flows: { [kind]: flow(scheme) } }, scheme);
    }
  }
  return out;
}
