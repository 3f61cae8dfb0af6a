import { abnDetails, jsonOfJsonp, matchingNames, meaningOfAbrMessage } from './abr-wire';
import { rowOf } from './abr-business-register';
import {
  ABN_DETAILS_OF_A_CANCELLED_SOLE_TRADER,
  ABN_DETAILS_OF_A_COMPANY,
  ABN_DETAILS_OF_A_FUND,
  GUID_NOT_RECOGNISED,
  MATCHING_NAMES,
  NO_MATCHING_NAMES,
  SEARCH_TEXT_INVALID,
  SYSTEM_PROBLEMS,
} from './testing/abr-documented-answers';

// The ABR's documented answers, read as the adapter reads them.

const details = (jsonp: string) => abnDetails.parse(jsonOfJsonp(jsonp));

describe("the ABR's answers, as documented", () => {
  it('unwraps JSONP, whatever the callback is called, and takes bare JSON too', () => {
    expect(jsonOfJsonp('callback({"Message":""})')).toEqual({ Message: '' });
    expect(jsonOfJsonp(' jQuery_123({"Message":""});\n')).toEqual({ Message: '' });
    expect(jsonOfJsonp('{"Message":""}')).toEqual({ Message: '' });
    expect(() => jsonOfJsonp('<html>502 Bad Gateway</html>')).toThrow();
  });

  it("reads an ABN's record as a lookup row: its name, type, status, state and postcode", () => {
    expect(rowOf(details(ABN_DETAILS_OF_A_FUND))).toEqual({
      name: 'THE TRUSTEE FOR PSS FUND',
      abn: '74172177893',
      postCode: '2601',
      stateCode: 'ACT',
      entityType: 'CSP',
      status: 'Active',
    });
  });

  it("keeps a company's ACN as its register number, and publishes no contact", () => {
    const row = rowOf(details(ABN_DETAILS_OF_A_COMPANY));
    expect(row).toMatchObject({
      name: 'EXAMPLE HOLDINGS LIMITED',
      entityType: 'PUB',
      registerNumber: '004085616',
    });
    expect(row?.contactDetail).toBeUndefined();
  });

  it('reads a cancelled ABN as cancelled, with its nulls as nothing', () => {
    expect(rowOf(details(ABN_DETAILS_OF_A_CANCELLED_SOLE_TRADER))).toEqual({
      name: 'CITIZEN, JANE',
      abn: '51824753556',
      postCode: '2038',
      stateCode: 'NSW',
      entityType: 'IND',
      status: 'Cancelled',
    });
  });

  it('reads every matching name with its ABN, in the order the ABR gave them', () => {
    const names = matchingNames.parse(jsonOfJsonp(MATCHING_NAMES));
    expect(names.Message).toBe('');
    expect(names.Names.map((name) => [name.Abn, name.NameType])).toEqual([
      ['53004085616', 'Entity Name'],
      ['53004085616', 'Business Name'],
      ['51824753556', 'Trading Name'],
    ]);
    expect(matchingNames.parse(jsonOfJsonp(NO_MATCHING_NAMES)).Names).toEqual([]);
  });

  it('reads an exception in Message: a refused GUID, no match, or the ABR unable to answer', () => {
    const refused = details(GUID_NOT_RECOGNISED);
    expect(rowOf(refused)).toBeUndefined();
    expect(meaningOfAbrMessage(refused.Message)).toBe('credentials refused');
    expect(meaningOfAbrMessage(matchingNames.parse(jsonOfJsonp(SEARCH_TEXT_INVALID)).Message)).toBe(
      'no match',
    );
    expect(meaningOfAbrMessage('No records found')).toBe('no match');
    expect(meaningOfAbrMessage(matchingNames.parse(jsonOfJsonp(SYSTEM_PROBLEMS)).Message)).toBe(
      'unavailable',
    );
    expect(meaningOfAbrMessage('')).toBe('answer');
  });
});
