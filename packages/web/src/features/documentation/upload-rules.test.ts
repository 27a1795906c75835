import { describe, expect, it } from 'vitest';
import { maxUploadBytes, noFileMessage, uploadFileProblem } from './upload-rules.ts';

describe('uploadFileProblem', () => {
  it('asks for a file when there is none', () => {
    expect(uploadFileProblem(null)).toBe('Please select a file to upload');
    expect(noFileMessage).toBe('Please select a file to upload');
  });

  it('accepts every listed extension in any case, up to 25 MB', () => {
    for (const name of ['a.json', 'b.YAML', 'c.yml', 'd.xml', 'e.md', 'f.txt', 'schema.graphql', 'g.gql']) {
      expect(uploadFileProblem({ name, size: maxUploadBytes })).toBeNull();
    }
  });

  it('refuses a file over 25 MB with its size', () => {
    expect(uploadFileProblem({ name: 'stripe.json', size: 30 * 1024 * 1024 })).toBe(
      'stripe.json is 30.0 MB; files can be at most 25 MB.',
    );
  });

  it('refuses other file types', () => {
    expect(uploadFileProblem({ name: 'spec.pdf', size: 10 })).toBe(
      'spec.pdf is not a supported file type. Choose a .json, .yaml, .yml, .xml, .md, .txt, .graphql or .gql file.',
    );
    expect(uploadFileProblem({ name: 'openapi', size: 10 })).not.toBeNull();
  });
});
