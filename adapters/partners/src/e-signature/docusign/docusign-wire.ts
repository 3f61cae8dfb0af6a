import { z } from 'zod';

/**
 * The subset of DocuSign eSignature REST v2.1 the portal speaks, under DocuSign's own names (models
 * of its OpenAPI description: envelopeDefinition, signer, witness, tabs, recipientViewRequest...), and
 * of its account server (/oauth/token, /oauth/userinfo). DocuSign writes numbers and booleans in
 * these models as strings ("1", "true"). Objects are read loosely: DocuSign adds fields freely.
 */

/** DocuSign's error body, with every refusal: `errorCode` UPPER_SNAKE, e.g. ENVELOPE_DOES_NOT_EXIST. */
export const errorDetailsWire = z.looseObject({ errorCode: z.string(), message: z.string().optional() });
export type ErrorDetailsWire = z.infer<typeof errorDetailsWire>;

/** A tab (model `fullName` or `text`) placed where its anchor text stands. */
export const tabWire = z.looseObject({
  /** DocuSign's id of a placed tab: a tab update names the tab by it. */
  tabId: z.string().optional(),
  tabLabel: z.string().optional(),
  anchorString: z.string().optional(),
  value: z.string().optional(),
  locked: z.string().optional(),
});
export type TabWire = z.infer<typeof tabWire>;

export const tabsWire = z.looseObject({
  fullNameTabs: z.array(tabWire).optional(),
  textTabs: z.array(tabWire).optional(),
});
export type TabsWire = z.infer<typeof tabsWire>;

/** A `signer` or a `witness` (who has `witnessFor`, the recipient id of the signer they witness). */
export const recipientWire = z.looseObject({
  recipientId: z.string(),
  routingOrder: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  clientUserId: z.string().optional(),
  roleName: z.string().optional(),
  witnessFor: z.string().optional(),
  status: z.string().optional(),
  signedDateTime: z.string().optional(),
  deliveredDateTime: z.string().optional(),
  tabs: tabsWire.optional(),
});
export type RecipientWire = z.infer<typeof recipientWire>;

export const recipientsWire = z.looseObject({
  signers: z.array(recipientWire).optional(),
  witnesses: z.array(recipientWire).optional(),
  currentRoutingOrder: z.string().optional(),
});
export type RecipientsWire = z.infer<typeof recipientsWire>;

export const textCustomFieldWire = z.looseObject({
  name: z.string(),
  value: z.string().optional(),
  show: z.string().optional(),
  required: z.string().optional(),
});

export const customFieldsWire = z.looseObject({ textCustomFields: z.array(textCustomFieldWire).optional() });

export const documentWire = z.looseObject({
  documentId: z.string(),
  name: z.string(),
  fileExtension: z.string().optional(),
  documentBase64: z.string(),
});

/** Per-envelope Connect (`eventNotification`): accepted as DocuSign takes it; the portal reads none of it. */
export const eventNotificationWire = z.looseObject({ url: z.string() });

/** The body of `POST …/envelopes` (model `envelopeDefinition`). */
export const envelopeDefinitionWire = z.looseObject({
  emailSubject: z.string(),
  documents: z.array(documentWire),
  recipients: recipientsWire,
  customFields: customFieldsWire.optional(),
  eventNotification: eventNotificationWire.optional(),
  status: z.string(),
});
export type EnvelopeDefinitionWire = z.infer<typeof envelopeDefinitionWire>;

/** `POST …/envelopes` answers 201 with an `envelopeSummary`. */
export const envelopeSummaryWire = z.looseObject({
  envelopeId: z.string(),
  status: z.string(),
  statusDateTime: z.string().optional(),
  uri: z.string().optional(),
});
export type EnvelopeSummaryWire = z.infer<typeof envelopeSummaryWire>;

/** `GET …/envelopes/{envelopeId}` (model `envelope`), with `include=custom_fields`. */
export const envelopeWire = z.looseObject({
  envelopeId: z.string(),
  status: z.string(),
  statusDateTime: z.string().optional(),
  emailSubject: z.string().optional(),
  customFields: customFieldsWire.optional(),
});
export type EnvelopeWire = z.infer<typeof envelopeWire>;

/**
 * The body of `PUT …/envelopes/{envelopeId}` (model `envelope`) as the portal sends it: status `voided`
 * and why; DocuSign answers an `envelopeUpdateSummary` naming the envelope.
 */
export const envelopeUpdateWire = z.looseObject({
  status: z.string(),
  voidedReason: z.string().optional(),
});
export type EnvelopeUpdateWire = z.infer<typeof envelopeUpdateWire>;

/** `GET …/envelopes?…` (model `envelopesInformation`): no `envelopes` at all when none match. */
export const envelopesInformationWire = z.looseObject({
  envelopes: z.array(envelopeWire).optional(),
  resultSetSize: z.string().optional(),
  totalSetSize: z.string().optional(),
});

/** The body of `POST …/envelopes/{envelopeId}/views/recipient` (model `recipientViewRequest`). */
export const recipientViewRequestWire = z.looseObject({
  returnUrl: z.string(),
  authenticationMethod: z.string(),
  clientUserId: z.string(),
  userName: z.string(),
  email: z.string(),
});
export type RecipientViewRequestWire = z.infer<typeof recipientViewRequestWire>;

/** It answers 201 with a `viewUrl`. */
export const viewUrlWire = z.looseObject({ url: z.string() });

/**
 * `PUT …/envelopes/{envelopeId}/recipients` answers 200 with a `recipientsUpdateSummary`, a refusal of
 * one recipient in its `errorDetails` (the call itself succeeds).
 */
export const recipientsUpdateSummaryWire = z.looseObject({
  recipientUpdateResults: z
    .array(z.looseObject({ recipientId: z.string().optional(), errorDetails: errorDetailsWire.optional() }))
    .optional(),
});

/** The account server's token answer (JWT grant). */
export const oauthTokenWire = z.looseObject({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.coerce.number(),
});

/** `GET /oauth/userinfo`: the user's accounts, each with the base URI its API calls go to. */
export const userInfoWire = z.looseObject({
  sub: z.string(),
  accounts: z.array(
    z.looseObject({
      account_id: z.string(),
      is_default: z.union([z.boolean(), z.string()]).optional(),
      account_name: z.string().optional(),
      base_uri: z.string(),
    }),
  ),
});
export type UserInfoWire = z.infer<typeof userInfoWire>;

/** Where the envelope carries our reference (decision 1510): a text custom field hidden from signers. */
export const REFERENCE_FIELD = 'leasePortalReference';

/** The API's root under an account's base URI. */
export const apiRoot = (accountId: string): string =>
  `/restapi/v2.1/accounts/${encodeURIComponent(accountId)}`;
