import type { LeaseDocumentFacts, LeaseDocumentRenderer } from '../lease-document-facts';
import type { LeaseDocumentKind } from '../lease-document';

/** Test support only: a "document" that is its kind and facts as text, so a test can read what it says. */
export class FactsAsTextRenderer implements LeaseDocumentRenderer {
  readonly rendered: { kind: LeaseDocumentKind; facts: LeaseDocumentFacts }[] = [];
  async render(kind: LeaseDocumentKind, facts: LeaseDocumentFacts): Promise<Uint8Array> {
    this.rendered.push({ kind, facts });
    return new TextEncoder().encode(JSON.stringify({ kind, facts }));
  }
  readonly packs: { kinds: LeaseDocumentKind[]; facts: LeaseDocumentFacts }[] = [];
  async renderPack(kinds: LeaseDocumentKind[], facts: LeaseDocumentFacts): Promise<Uint8Array> {
    this.packs.push({ kinds, facts });
    return new TextEncoder().encode(JSON.stringify({ kinds, facts }));
  }
}
