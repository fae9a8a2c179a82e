import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST, decoyHash, hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are scrypt at N=2^15, r=8, p=1 unless a cost is passed, and name their cost', async () => {
    expect(DEFAULT_PASSWORD_COST).toEqual({ N: 32768, r: 8, p: 1 });
    const hash = await hashPassword('correct horse');
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct hors', hash)).toBe(false);
  });

  it('check a hash made at another cost by the cost it names', async () => {
    const hash = await hashPassword('battery staple', { N: 1024, r: 8, p: 1 });
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('battery staple', hash)).toBe(true);
    expect(await verifyPassword('Battery staple', hash)).toBe(false);
  });

  it('the decoy for unknown emails costs what a real hash costs', async () => {
    expect((await decoyHash()).startsWith('scrypt$32768$8$1$')).toBe(true);
    expect((await decoyHash({ N: 1024, r: 8, p: 1 })).startsWith('scrypt$1024$8$1$')).toBe(true);
  });

  it('refuse a stored value that is not a hash of theirs', async () => {
    expect(await verifyPassword('x', 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
