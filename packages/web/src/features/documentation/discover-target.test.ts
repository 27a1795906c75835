import { describe, expect, it } from 'vitest';
import { discoverTargetProblem } from './discover-target.ts';

describe('discoverTargetProblem', () => {
  it('needs an address', () => {
    expect(discoverTargetProblem('  ', 'url')).toBe('Enter a URL');
  });

  it('takes http and https addresses for every kind', () => {
    for (const kind of ['url', 'repository', 'wiki'] as const) {
      expect(discoverTargetProblem('https://shop.example/openapi.json', kind)).toBeNull();
      expect(discoverTargetProblem('http://127.0.0.1:3000/demo-store', kind)).toBeNull();
    }
  });

  it('refuses other schemes and bare words for documents and sites', () => {
    expect(discoverTargetProblem('ftp://shop.example/spec.yaml', 'url')).toBe(
      'Enter a valid http or https URL',
    );
    expect(discoverTargetProblem('shop.example', 'wiki')).toBe('Enter a valid http or https URL');
    expect(discoverTargetProblem('/srv/store', 'url')).toBe('Enter a valid http or https URL');
  });

  it('also takes git URLs and server paths for repositories', () => {
    expect(discoverTargetProblem('git@github.com:acme/store.git', 'repository')).toBeNull();
    expect(discoverTargetProblem('ssh://git@git.example.com/acme/store.git', 'repository')).toBeNull();
    expect(discoverTargetProblem('/srv/store', 'repository')).toBeNull();
    expect(discoverTargetProblem('store', 'repository')).toMatch(/^Enter a git URL/);
  });
});
