/**
 * Masks values of the Output fields marked sensitive before they leave the gateway. Emails,
 * phone numbers and card numbers keep a short hint (first letter and domain, last digits) so an
 * assistant can still tell records apart; anything else (addresses, names, ids) is hidden whole.
 */

const emailPattern = /^([^\s@])[^\s@]*@([^\s@]+\.[^\s@]+)$/;
const digitsOnly = (value: string) => value.replace(/\D/g, '');

function isCardNumber(value: string): boolean {
  const digits = digitsOnly(value);
  if (!/^[\d\s-]+$/.test(value) || digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function isPhoneNumber(value: string): boolean {
  const digits = digitsOnly(value);
  return /^\+?[\d\s().-]+$/.test(value) && digits.length >= 7 && digits.length <= 15;
}

export function maskScalar(value: string | number): string {
  const text = String(value).trim();
  const email = emailPattern.exec(text);
  if (email) return `${email[1]}***@${email[2]}`;
  if (isCardNumber(text)) return `**** **** **** ${digitsOnly(text).slice(-4)}`;
  if (isPhoneNumber(text)) return `***-***-${digitsOnly(text).slice(-2)}`;
  return '***';
}

/** Masks every string and number inside a sensitive value (objects such as addresses included). */
function maskDeep(value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'number') return maskScalar(value);
  if (Array.isArray(value)) return value.map(maskDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, maskDeep(inner)]));
  }
  return value;
}

/** A copy of `data` where every property named in `fields`, at any depth, is masked. */
export function maskSensitive(data: unknown, fields: ReadonlySet<string>): unknown {
  if (fields.size === 0) return data;
  if (Array.isArray(data)) return data.map((item) => maskSensitive(item, fields));
  if (!data || typeof data !== 'object') return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    out[key] = fields.has(key) ? maskDeep(value) : maskSensitive(value, fields);
  }
  return out;
}

const textPatterns: [RegExp, (match: string) => string][] = [
  [/[^\s@"'<>,;:]+@[^\s@"'<>,;:]+\.[A-Za-z]{2,}/g, maskScalar],
  [/\b(?:\d[ -]?){12,18}\d\b/g, (match) => (isCardNumber(match) ? maskScalar(match) : match)],
];

/** For non-JSON answers, where fields cannot be told apart: masks emails and card numbers in the text. */
export function maskSensitiveText(text: string): string {
  return textPatterns.reduce((masked, [pattern, replace]) => masked.replace(pattern, replace), text);
}
