import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** Connect sends at most one signature per active key, and an account has at most 100 keys. */
const MAX_SIGNATURES = 100;
const SIGNATURE_HEADER = /^x-docusign-signature-(\d{1,3})$/;
const HMAC_SHA256_BYTES = 32;

/**
 * Whether one of the delivery's `X-DocuSign-Signature-N` headers is the HMAC-SHA256 of the body's
 * exact bytes under one of our keys (decision 2105). Each comparison takes the same time whatever
 * the bytes; a signature of the wrong length cannot match and is passed over.
 */
export function signedByOneOf(body: Buffer, headers: IncomingHttpHeaders, keys: readonly string[]): boolean {
  const signatures = Object.entries(headers)
    .filter(([name]) => SIGNATURE_HEADER.test(name))
    .slice(0, MAX_SIGNATURES)
    .flatMap(([, value]) => (Array.isArray(value) ? value : value ? [value] : []))
    .map((value) => Buffer.from(value.trim(), 'base64'))
    .filter((signature) => signature.length === HMAC_SHA256_BYTES);
  if (signatures.length === 0) return false;
  const expected = keys.map((key) => createHmac('sha256', key).update(body).digest());
  let matched = false;
  // Every pair is compared, so the time taken says nothing about which key or header matched.
  for (const signature of signatures) {
    for (const digest of expected) matched = timingSafeEqual(signature, digest) || matched;
  }
  return matched;
}
