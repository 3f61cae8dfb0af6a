import { NodeCryptoSecretTokens } from './node-crypto-secret-tokens';

describe('NodeCryptoSecretTokens', () => {
  const tokens = new NodeCryptoSecretTokens();

  it('generates a long URL-safe token and its SHA-256 digest', () => {
    const { token, digest } = tokens.generate();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.digestOf(token)).toBe(digest);
    expect(digest).not.toContain(token);
  });

  it('never repeats itself', () => {
    const generated = new Set(Array.from({ length: 1000 }, () => tokens.generate().token));
    expect(generated.size).toBe(1000);
  });
});
