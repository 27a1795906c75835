import { type ApiSourceData, type AuthType, authTypes, type SourceSecret } from '@cartographer/core';
import { TextField } from '../../../components/ui/field.tsx';
import type { MaskedSecrets } from '../api/types.ts';
import { SelectField } from '../components/form-controls.tsx';
import { SecretField } from './secret-field.tsx';

const authLabels: Record<AuthType, string> = {
  none: 'None',
  apiKey: 'API key',
  bearer: 'Bearer token',
  basic: 'Basic (username and password)',
  oauth2: 'OAuth2 client credentials',
};

interface AuthFieldsProps {
  data: ApiSourceData;
  masked: MaskedSecrets[string] | undefined;
  savingSecret: boolean;
  onChange: (patch: Partial<ApiSourceData>) => void;
  onSaveSecret: (secret: SourceSecret) => void;
}

export function AuthFields({ data, masked, savingSecret, onChange, onSaveSecret }: AuthFieldsProps) {
  const secret = (label: string, field: keyof SourceSecret) => (
    <SecretField
      label={label}
      masked={masked?.[field]}
      saving={savingSecret}
      onSave={(value) => onSaveSecret({ [field]: value })}
    />
  );
  return (
    <div className="space-y-3">
      <SelectField
        label="Authentication"
        value={data.authType}
        options={authTypes.map((type) => ({ value: type, label: authLabels[type] }))}
        onChange={(event) => onChange({ authType: event.target.value as AuthType })}
      />
      {data.authType === 'apiKey' ? (
        <>
          <TextField
            label="Key name"
            placeholder="X-API-Key"
            value={data.apiKeyName ?? ''}
            onChange={(event) => onChange({ apiKeyName: event.target.value })}
          />
          <SelectField
            label="Send the key in"
            value={data.apiKeyIn ?? 'header'}
            options={[
              { value: 'header', label: 'Header' },
              { value: 'query', label: 'Query parameter' },
            ]}
            onChange={(event) => onChange({ apiKeyIn: event.target.value as 'header' | 'query' })}
          />
          {secret('Key value', 'apiKey')}
        </>
      ) : null}
      {data.authType === 'bearer' ? secret('Bearer token', 'bearerToken') : null}
      {data.authType === 'basic' ? (
        <>
          <TextField
            label="Username"
            autoComplete="off"
            value={data.basicUsername ?? ''}
            onChange={(event) => onChange({ basicUsername: event.target.value })}
          />
          {secret('Password', 'password')}
        </>
      ) : null}
      {data.authType === 'oauth2' ? (
        <>
          <TextField
            label="Token URL"
            type="url"
            placeholder="https://auth.example.com/oauth/token"
            value={data.oauthTokenUrl ?? ''}
            onChange={(event) => onChange({ oauthTokenUrl: event.target.value })}
          />
          <TextField
            label="Client ID"
            autoComplete="off"
            value={data.oauthClientId ?? ''}
            onChange={(event) => onChange({ oauthClientId: event.target.value })}
          />
          {secret('Client secret', 'clientSecret')}
          <TextField
            label="Scopes"
            placeholder="read_products read_orders"
            hint="Separated by spaces"
            value={data.oauthScopes ?? ''}
            onChange={(event) => onChange({ oauthScopes: event.target.value })}
          />
        </>
      ) : null}
    </div>
  );
}
