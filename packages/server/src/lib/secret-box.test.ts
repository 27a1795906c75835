import { describe, expect, it } from 'vitest';
import { maskSecret, SecretBox } from './secret-box.ts';

describe('SecretBox', () => {
  it('round-trips, never stores the plaintext, and refuses tampering or another key', () => {
    const box = new SecretBox('an app secret that is long enough to use');
    const sealed = box.seal('sk_live_super_secret');
    expect(sealed).not.toContain('sk_live');
    expect(box.open(sealed)).toBe('sk_live_super_secret');
    expect(box.seal('same')).not.toBe(box.seal('same'));
    const tampered = `${sealed.slice(0, -2)}AA`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => new SecretBox('a different secret of sufficient length!!').open(sealed)).toThrow();
  });

  it('masks to the last four characters at most', () => {
    expect(maskSecret('sk_live_1234567890')).toBe('••••7890');
    expect(maskSecret('short')).toBe('••••');
  });
});
