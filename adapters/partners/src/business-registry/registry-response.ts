import type { BusinessLookupRow } from '@lease-portal/domain';
import { z } from 'zod';

/*
 * The registry service's answer to GET /businesses (docs/decisions/0501-business-registry-service.md).
 * Unknown fields are ignored so the service can add some; a missing required field fails the search.
 */
const contact = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  suburb: z.string(),
  state: z.string(),
  postCode: z.string(),
});

const business = z.object({
  name: z.string().min(1),
  businessNumber: z.string().regex(/^\d+$/),
  status: z.enum(['Active', 'Cancelled']),
  entityTypeCode: z.string(),
  postCode: z.string().nullish(),
  stateCode: z.string().nullish(),
  registerNumber: z.string().nullish(),
  contact: contact.nullish(),
});

export const registryResponse = z.object({ businesses: z.array(business) });
export type RegistryResponse = z.input<typeof registryResponse>;
type RegistryBusiness = z.output<typeof business>;

export function toLookupRow(found: RegistryBusiness): BusinessLookupRow {
  return {
    name: found.name,
    abn: found.businessNumber,
    postCode: found.postCode ?? '',
    stateCode: found.stateCode ?? '',
    entityType: found.entityTypeCode,
    status: found.status,
    ...(found.registerNumber ? { registerNumber: found.registerNumber } : {}),
    ...(found.contact
      ? {
          contactDetail: {
            name: found.contact.name,
            email: found.contact.email,
            contactNumber: found.contact.phone,
            street: found.contact.street,
            suburb: found.contact.suburb,
            state: found.contact.state,
            postCode: found.contact.postCode,
          },
        }
      : {}),
  };
}
