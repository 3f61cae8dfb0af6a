// Test support: Salesforce's answers as its documentation shows them, so that the adapter's parsing is
// held to what Salesforce publishes rather than to what the portal's own sandbox answers. Each names
// the page it comes from; placeholders the page leaves (`your_access_token`) are filled in.

/**
 * The client credentials flow's token answer: "Sample Request and Response for Access Token",
 * https://help.salesforce.com/s/articleView?id=service.conversation_transcript_api_sample1.htm
 * (its instance_url and tokens filled in; the page writes placeholders).
 */
export const TOKEN_ANSWER = {
  access_token: '00D5e000000ExAMPLE!AQ0AQExampleAccessTokenFromTheDocumentation',
  signature: 'd/SxeYBxH0GSVko0HMgcUxuZy0PA2cDDz1u7g7JtDHw=',
  scope: 'cdp_query_api cdp_ingest_api api cdp_profile_api',
  instance_url: 'https://MyDomainName.my.salesforce.com',
  id: 'https://MyDomainName.my.salesforce.com/id/00fdg000000dfgfgs/00gfd000000fsdghjr',
  token_type: 'Bearer',
  issued_at: '4564564565767',
};

/**
 * An upsert that made a record (201), and one that found it (200): "Insert or Update (Upsert) a Record
 * Using an External ID", https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/dome_upsert.htm
 * (`created` is answered from API version 46.0).
 */
export const UPSERT_CREATED = { id: '00190000001pPvHAAU', errors: [], success: true, created: true };
export const UPSERT_UPDATED = { id: '00190000001pPvHAAU', success: true, errors: [], created: false };

/**
 * A record read with `fields`: "Get Field Values from a Standard Object Record",
 * https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/dome_get_field_values.htm
 * (the attributes and field values as the page answers them, with the fields the portal asks for).
 */
export const ACCOUNT_RECORD = {
  attributes: { type: 'Account', url: '/services/data/v64.0/sobjects/Account/001D000000INjVeIAH' },
  Id: '001D000000INjVeIAH',
  Name: 'Burlington Textiles Corp of America',
  AccountSource: null,
  Credit_Total_Value__c: 250000,
};

/**
 * Errors: "Status Codes and Error Responses",
 * https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/errorcodes.htm
 */
export const NOT_FOUND = [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }];
export const REQUIRED_FIELD_MISSING = [
  { message: 'Required fields are missing: [Name]', errorCode: 'REQUIRED_FIELD_MISSING', fields: ['Name'] },
];
export const INVALID_SESSION_ID = [
  { message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' },
];
export const REQUEST_LIMIT_EXCEEDED = [
  { message: 'TotalRequests Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED' },
];

/**
 * The API usage header, alone and with a connected app's own limit: "Limit Info Header",
 * https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/headers_api_usage.htm
 */
export const LIMIT_INFO = 'api-usage=18/5000';
export const LIMIT_INFO_PER_APP = 'api-usage=25/5000; per-app-api-usage=17/250(appName=sample-app1)';
