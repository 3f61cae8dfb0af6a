import type { SandboxCreditEnquiry, SandboxCreditStore } from '../sandbox-credit-store.port';

/** Test support: the sandbox credit service's store, in memory. */
export class InMemorySandboxCreditStore implements SandboxCreditStore {
  readonly enquiries: SandboxCreditEnquiry[] = [];

  async add(enquiry: Omit<SandboxCreditEnquiry, 'enquiryId'>): Promise<SandboxCreditEnquiry> {
    const existing = await this.ofReference(enquiry.enquiry.reference);
    if (existing) return existing;
    const kept = { ...structuredClone(enquiry), enquiryId: `CE-${this.enquiries.length + 1}` };
    this.enquiries.push(kept);
    return kept;
  }

  async ofReference(reference: string): Promise<SandboxCreditEnquiry | undefined> {
    return this.enquiries.find((kept) => kept.enquiry.reference === reference);
  }
}
