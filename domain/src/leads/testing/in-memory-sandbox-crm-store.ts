import {
  sandboxCrmId,
  type SandboxCrmObject,
  type SandboxCrmRecord,
  type SandboxCrmStore,
} from '../sandbox-crm-store.port';

// Test support only: the Salesforce sandbox's records in memory, numbered as the PostgreSQL store numbers them.

export class InMemorySandboxCrmStore implements SandboxCrmStore {
  private readonly records: SandboxCrmRecord[] = [];

  async upsert(object: SandboxCrmObject, reference: string, fields: Record<string, unknown>, at: string) {
    const known = this.records.find((r) => r.object === object && r.reference === reference);
    if (known) {
      Object.assign(known.fields, structuredClone(fields));
      known.updatedAt = at;
      return { record: structuredClone(known), created: false };
    }
    const record: SandboxCrmRecord = {
      object,
      id: sandboxCrmId(object, this.records.length + 1),
      reference,
      fields: structuredClone(fields),
      createdAt: at,
      updatedAt: at,
    };
    this.records.push(record);
    return { record: structuredClone(record), created: true };
  }

  async ofId(object: SandboxCrmObject, id: string) {
    return structuredClone(this.records.find((r) => r.object === object && r.id === id));
  }

  async update(object: SandboxCrmObject, id: string, fields: Record<string, unknown>, at: string) {
    const record = this.records.find((r) => r.object === object && r.id === id);
    if (!record) return false;
    Object.assign(record.fields, structuredClone(fields));
    record.updatedAt = at;
    return true;
  }

  async list(object: SandboxCrmObject) {
    return structuredClone(this.records.filter((r) => r.object === object));
  }
}
