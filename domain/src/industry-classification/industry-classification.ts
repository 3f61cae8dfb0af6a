import { ANZSIC_2006 } from './anzsic-2006';

/** One entry of a level of the classification, as the dropdowns list it (journey §3). */
export interface IndustryLevel {
  docId: string;
  name: string;
}

/** The three levels the business is confirmed with: ANZSIC's division, subdivision and group codes. */
export interface IndustryChoice {
  industry: string;
  subDivision: string;
  subGroup: string;
}

/** Which level of a choice is missing or does not belong (checked top down). */
export type IndustryChoiceProblem = 'industry' | 'subDivision' | 'subGroup';

interface SubDivisionEntry extends IndustryLevel {
  groups: readonly IndustryLevel[];
}
interface IndustryEntry extends IndustryLevel {
  subDivisions: ReadonlyMap<string, SubDivisionEntry>;
}

/**
 * The journey's industry, sub division and sub group lists (journey §2, §7), read from ANZSIC 2006
 * once, at start, into maps keyed by code: every answer is a map lookup. A docId is the ANZSIC code
 * ('E', '30', '301'). The browser replaces '/' in ids with '|' (journey §7); codes never hold either,
 * but both spellings are accepted, so the quirk can never make a valid id unknown.
 */
export class IndustryClassification {
  private readonly byCode: ReadonlyMap<string, IndustryEntry>;
  private readonly topLevel: readonly IndustryLevel[];

  constructor(divisions = ANZSIC_2006) {
    this.byCode = new Map(
      divisions.map(([code, name, subdivisions]) => [
        code,
        {
          docId: code,
          name,
          subDivisions: new Map(
            subdivisions.map(([subCode, subName, groups]) => [
              subCode,
              {
                docId: subCode,
                name: subName,
                groups: groups.map(([groupCode, groupName]) => ({ docId: groupCode, name: groupName })),
              },
            ]),
          ),
        },
      ]),
    );
    this.topLevel = [...this.byCode.values()].map(({ docId, name }) => ({ docId, name }));
  }

  /** The industries (ANZSIC divisions), in code order. */
  industries(): IndustryLevel[] {
    return this.topLevel.map((level) => ({ ...level }));
  }

  /** The sub divisions of an industry; none for an unknown industry. */
  subDivisionsOf(industryId: string): IndustryLevel[] {
    const industry = this.byCode.get(idOf(industryId));
    return industry ? [...industry.subDivisions.values()].map(({ docId, name }) => ({ docId, name })) : [];
  }

  /** The sub groups of an industry's sub division; none when either is unknown or they do not belong together. */
  subGroupsOf(industryId: string, subDivisionId: string): IndustryLevel[] {
    const subDivision = this.byCode.get(idOf(industryId))?.subDivisions.get(idOf(subDivisionId));
    return subDivision ? subDivision.groups.map((group) => ({ ...group })) : [];
  }

  /** The first level of a choice that is missing, unknown or not under the level above it. */
  problemWith(choice: Partial<Record<keyof IndustryChoice, unknown>>): IndustryChoiceProblem | undefined {
    const industry = typeof choice.industry === 'string' ? this.byCode.get(idOf(choice.industry)) : undefined;
    if (!industry) return 'industry';
    const subDivision =
      typeof choice.subDivision === 'string'
        ? industry.subDivisions.get(idOf(choice.subDivision))
        : undefined;
    if (!subDivision) return 'subDivision';
    const subGroup = typeof choice.subGroup === 'string' ? idOf(choice.subGroup) : undefined;
    return subDivision.groups.some((group) => group.docId === subGroup) ? undefined : 'subGroup';
  }

  /** The choice in stored form (codes, '|' read as '/'), or undefined when it does not hold together. */
  normalised(choice: Partial<Record<keyof IndustryChoice, unknown>>): IndustryChoice | undefined {
    if (this.problemWith(choice) !== undefined) return undefined;
    return {
      industry: idOf(String(choice.industry)),
      subDivision: idOf(String(choice.subDivision)),
      subGroup: idOf(String(choice.subGroup)),
    };
  }
}

/** An id as the browser sends it: trimmed, with '|' standing for '/' (journey §7). */
export function idOf(sent: string): string {
  return sent.trim().replaceAll('|', '/');
}

/** The classification, built once: reference data of the product, not a partner (see its decision). */
export const industryClassification = new IndustryClassification();
