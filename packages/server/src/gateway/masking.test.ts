import { describe, expect, it } from 'vitest';
import { maskScalar, maskSensitive, maskSensitiveText } from './masking.ts';

describe('masking', () => {
  it('keeps a hint of emails, card and phone numbers and hides everything else', () => {
    expect(maskScalar('jane.doe@shop.example')).toBe('j***@shop.example');
    expect(maskScalar('4111-1111-1111-1111')).toBe('**** **** **** 1111');
    expect(maskScalar('+1 (415) 555-0134')).toBe('***-***-34');
    expect(maskScalar('221B Baker Street')).toBe('***');
    expect(maskScalar(5551234567)).toBe('***-***-67');
  });

  it('masks named fields at any depth, whole values included, and leaves the input untouched', () => {
    const input = {
      name: 'Jo',
      email: 'jo@x.io',
      orders: [{ email: 'jo@x.io', total: 5 }],
      address: { line1: '1 Main St', zip: 12345 },
    };
    const masked = maskSensitive(input, new Set(['email', 'address']));
    expect(masked).toEqual({
      name: 'Jo',
      email: 'j***@x.io',
      orders: [{ email: 'j***@x.io', total: 5 }],
      address: { line1: '***', zip: '***' },
    });
    expect(input.email).toBe('jo@x.io');
  });

  it('masks emails and valid card numbers inside plain text', () => {
    expect(maskSensitiveText('Contact jo@x.io, card 4242 4242 4242 4242, order 1234 5678 9012 3456')).toBe(
      'Contact j***@x.io, card **** **** **** 4242, order 1234 5678 9012 3456',
    );
  });
});
