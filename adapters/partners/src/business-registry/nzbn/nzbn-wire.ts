import { z } from 'zod';

/*
 * The NZBN API v5, the subset the portal reads, under the register's own names (the API's description
 * at https://portal.api.business.govt.nz/api/nzbn): the entity search and one entity by its NZBN. Read
 * access needs only the subscription key, in `Ocp-Apim-Subscription-Key`. A refusal is
 * `{ status, errorCode, errorDescription, list: [{ field, message }] }` with 400, 401, 403, 404 or
 * 412. Unknown fields are ignored; a field the register leaves empty may come as null.
 */

/** The production gateway; the register's own test sandbox is https://api.business.govt.nz/sandbox/nzbn/v5. */
export const NZBN_BASE_URL = 'https://api.business.govt.nz/gateway/nzbn/v5';

/** The register's partner name in the layer's logs, counts and errors. */
export const NZBN_PARTNER = 'NZBN';

export const SUBSCRIPTION_KEY_HEADER = 'Ocp-Apim-Subscription-Key';

/** The entity status of a registered business; every other code is one that is gone or going. */
export const REGISTERED_STATUS_CODE = '50';

const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '');

const entitySummary = {
  nzbn: z.string().regex(/^\d{13}$/),
  entityName: text,
  entityTypeCode: text,
  entityTypeDescription: text,
  entityStatusCode: text,
  entityStatusDescription: text,
};

/** GET /entities?search-term=…: a page of matching entities, without their addresses. */
export const entitySearch = z.object({
  page: z.number().nullish(),
  pageSize: z.number().nullish(),
  totalItems: z.number().nullish(),
  items: z
    .array(z.object({ ...entitySummary, sourceRegisterUniqueId: text }))
    .nullish()
    .transform((items) => items ?? []),
});
export type EntitySearch = z.output<typeof entitySearch>;

const address = z.object({
  /** REGISTERED, POSTAL, SERVICE, … */
  addressType: text,
  address1: text,
  address2: text,
  address3: text,
  address4: text,
  postCode: text,
  countryCode: text,
  endDate: z.string().nullish(),
});
export type NzbnAddress = z.output<typeof address>;

/** GET /entities/{nzbn}: the entity with its addresses and what it chose to publish. */
export const entity = z.object({
  ...entitySummary,
  sourceRegister: text,
  sourceRegisterUniqueIdentifier: text,
  addresses: z
    .object({ addressList: z.array(address).nullish() })
    .nullish()
    .transform((addresses) => addresses?.addressList ?? []),
  phoneNumbers: z
    .array(z.object({ phoneCountryCode: text, phoneAreaCode: text, phoneNumber: text }))
    .nullish()
    .transform((numbers) => numbers ?? []),
  emailAddresses: z
    .array(z.object({ emailAddress: text }))
    .nullish()
    .transform((emails) => emails ?? []),
});
export type NzbnEntity = z.output<typeof entity>;
