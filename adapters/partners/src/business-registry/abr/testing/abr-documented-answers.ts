/*
 * The ABR's answers as its documentation shows them: the JSON web services page
 * (https://abr.business.gov.au/json/: AbnDetails.aspx, AcnDetails.aspx and MatchingNames.aspx, each
 * answered as `callback({...})`), its data dictionary (https://abr.business.gov.au/Documentation/DataDictionary)
 * and its exceptions (https://abr.business.gov.au/Documentation/Exceptions). Field names, order, types
 * and the JSONP wrapper are the documentation's; the businesses and their values are illustrative.
 */

/** AbnDetails.aspx?abn=74172177893&callback=callback&guid=…: a fund with no ACN and no business name. */
export const ABN_DETAILS_OF_A_FUND =
  'callback({"Abn":"74172177893","AbnStatus":"Active","AbnStatusEffectiveFrom":"1999-11-01","Acn":"",' +
  '"AddressDate":"2020-02-04","AddressPostcode":"2601","AddressState":"ACT","BusinessName":[],' +
  '"EntityName":"THE TRUSTEE FOR PSS FUND","EntityTypeCode":"CSP",' +
  '"EntityTypeName":"Commonwealth Government APRA Regulated Public Sector Scheme","Gst":"2000-07-01","Message":""})';

/** AbnDetails.aspx for a company: its ACN, a business name, GST registered. */
export const ABN_DETAILS_OF_A_COMPANY =
  'callback({"Abn":"53004085616","AbnStatus":"Active","AbnStatusEffectiveFrom":"2000-03-01",' +
  '"Acn":"004085616","AddressDate":"2019-05-14","AddressPostcode":"3000","AddressState":"VIC",' +
  '"BusinessName":["EXAMPLE FLEET SERVICES"],"EntityName":"EXAMPLE HOLDINGS LIMITED","EntityTypeCode":"PUB",' +
  '"EntityTypeName":"Australian Public Company","Gst":"2000-07-01","Message":""})';

/** AbnDetails.aspx for a cancelled sole trader: the individual's name, no ACN, GST null. */
export const ABN_DETAILS_OF_A_CANCELLED_SOLE_TRADER =
  'callback({"Abn":"51824753556","AbnStatus":"Cancelled","AbnStatusEffectiveFrom":"2015-06-30","Acn":"",' +
  '"AddressDate":null,"AddressPostcode":"2038","AddressState":"NSW","BusinessName":[],' +
  '"EntityName":"CITIZEN, JANE","EntityTypeCode":"IND","EntityTypeName":"Individual/Sole Trader",' +
  '"Gst":null,"Message":""})';

/** MatchingNames.aspx?name=example&maxResults=…: one row per name that matched, several for one ABN. */
export const MATCHING_NAMES =
  'callback({"Message":"","Names":[' +
  '{"Abn":"53004085616","AbnStatus":"0000000001","IsCurrent":true,"Name":"EXAMPLE HOLDINGS LIMITED",' +
  '"NameType":"Entity Name","Postcode":"3000","Score":100,"State":"VIC"},' +
  '{"Abn":"53004085616","AbnStatus":"0000000001","IsCurrent":true,"Name":"EXAMPLE FLEET SERVICES",' +
  '"NameType":"Business Name","Postcode":"3000","Score":94,"State":"VIC"},' +
  '{"Abn":"51824753556","AbnStatus":"0000000002","IsCurrent":false,"Name":"EXAMPLE ESPRESSO",' +
  '"NameType":"Trading Name","Postcode":"2038","Score":88,"State":"NSW"}]})';

/** MatchingNames.aspx when nothing matches. */
export const NO_MATCHING_NAMES = 'callback({"Message":"","Names":[]})';

/** An exception: HTTP 200, every field empty, the exception's description in Message. */
export const GUID_NOT_RECOGNISED =
  'callback({"Abn":"","AbnStatus":"","AbnStatusEffectiveFrom":"","Acn":"","AddressDate":null,' +
  '"AddressPostcode":"","AddressState":"","BusinessName":[],"EntityName":"","EntityTypeCode":"",' +
  '"EntityTypeName":"","Gst":null,"Message":"The GUID entered is not recognised as a Registered Party"})';

export const SEARCH_TEXT_INVALID =
  'callback({"Message":"Search text is invalid for name search","Names":[]})';

export const SYSTEM_PROBLEMS =
  'callback({"Message":"System problems have prevented this request from completing","Names":[]})';
