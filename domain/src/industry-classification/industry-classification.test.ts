import { IndustryClassification, idOf, industryClassification } from './industry-classification';

describe('IndustryClassification (ANZSIC 2006)', () => {
  it('lists the 19 industries in code order, each with its docId and name', () => {
    const industries = industryClassification.industries();
    expect(industries).toHaveLength(19);
    expect(industries[0]).toEqual({ docId: 'A', name: 'Agriculture, Forestry and Fishing' });
    expect(industries.at(-1)).toEqual({ docId: 'S', name: 'Other Services' });
  });

  it("lists an industry's sub divisions, and none for an unknown industry", () => {
    expect(industryClassification.subDivisionsOf('E')).toEqual([
      { docId: '30', name: 'Building Construction' },
      { docId: '31', name: 'Heavy and Civil Engineering Construction' },
      { docId: '32', name: 'Construction Services' },
    ]);
    expect(industryClassification.subDivisionsOf('Z')).toEqual([]);
    expect(industryClassification.subDivisionsOf('')).toEqual([]);
  });

  it("lists a sub division's sub groups only under its own industry", () => {
    expect(industryClassification.subGroupsOf('E', '30')).toEqual([
      { docId: '301', name: 'Residential Building Construction' },
      { docId: '302', name: 'Non-Residential Building Construction' },
    ]);
    expect(industryClassification.subGroupsOf('A', '30')).toEqual([]);
    expect(industryClassification.subGroupsOf('E', '99')).toEqual([]);
  });

  it("reads '|' as '/' in every id (journey §7) and ignores surrounding spaces", () => {
    expect(idOf('a|b')).toBe('a/b');
    const classification = new IndustryClassification([
      ['X/1', 'Test', [['X/1/a', 'Sub', [['X/1/a/g', 'Group']]]]],
    ]);
    expect(classification.subDivisionsOf('X|1')).toEqual([{ docId: 'X/1/a', name: 'Sub' }]);
    expect(classification.subGroupsOf(' X|1 ', 'X|1|a')).toEqual([{ docId: 'X/1/a/g', name: 'Group' }]);
  });

  it('names the first level of a choice that is missing or does not belong to the one above', () => {
    expect(industryClassification.problemWith({ industry: 'E', subDivision: '30', subGroup: '301' })).toBe(
      undefined,
    );
    expect(industryClassification.problemWith({})).toBe('industry');
    expect(industryClassification.problemWith({ industry: 'E' })).toBe('subDivision');
    expect(industryClassification.problemWith({ industry: 'E', subDivision: '01', subGroup: '011' })).toBe(
      'subDivision',
    );
    expect(industryClassification.problemWith({ industry: 'E', subDivision: '30', subGroup: '311' })).toBe(
      'subGroup',
    );
    expect(industryClassification.problemWith({ industry: 5, subDivision: '30', subGroup: '301' })).toBe(
      'industry',
    );
  });

  it('gives callers copies, so nothing they do changes the lists', () => {
    const industries = industryClassification.industries();
    industries[0]!.name = 'changed';
    industryClassification.subDivisionsOf('E')[0]!.name = 'changed';
    expect(industryClassification.industries()[0]!.name).toBe('Agriculture, Forestry and Fishing');
    expect(industryClassification.subDivisionsOf('E')[0]!.name).toBe('Building Construction');
  });
});
