import { describe, expect, it } from 'vitest';
import { emailSchema } from './auth';
import { EMAIL_MAX, isEmailAddress, normaliseEmail } from './email';

const local = (n: number) => 'a'.repeat(n);

// The route table (and so the phone) checks addresses without zod; the server and the forms
// check them with emailSchema. A path the one takes and the other refuses would be a page that
// answers 404 for an address the server knows, or the reverse.
const cases = [
  'ada@example.com',
  '  Ada.Lovelace@Example.COM ',
  "o'brien+mingle@mail.example.co.uk",
  'first_last-1@sub-domain.example.org',
  'a@b.co',
  '',
  ' ',
  'not-an-email',
  'ada@',
  '@example.com',
  'ada@example',
  'ada@example.c',
  'ada@@example.com',
  '.ada@example.com',
  'ada.@example.com',
  'ada..lovelace@example.com',
  'ada lovelace@example.com',
  'ada@-example.com',
  'ada@example..com',
  'ada@exa_mple.com',
  'adá@example.com',
  'ada@例え.jp',
  `${local(EMAIL_MAX - '@example.com'.length)}@example.com`,
  `${local(EMAIL_MAX - '@example.com'.length + 1)}@example.com`,
  `  ${local(EMAIL_MAX - '@example.com'.length)}@example.com  `,
];

describe('an email address without zod', () => {
  it.each(cases)('agrees with emailSchema on %j', (raw) => {
    expect(isEmailAddress(raw)).toBe(emailSchema.safeParse(raw).success);
  });

  it('takes what a person types and stores it as emailSchema does', () => {
    expect(isEmailAddress('  Ada@Example.COM ')).toBe(true);
    expect(normaliseEmail('  Ada@Example.COM ')).toBe(emailSchema.parse('  Ada@Example.COM '));
    expect(isEmailAddress('ada@example')).toBe(false);
    expect(isEmailAddress(`${local(EMAIL_MAX)}@example.com`)).toBe(false);
  });
});
