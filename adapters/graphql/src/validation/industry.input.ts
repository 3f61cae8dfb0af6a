import { IsString, MaxLength } from 'class-validator';

/** Longer than any ANZSIC code; a longer id is a mistake, refused before any lookup. */
export const MAX_INDUSTRY_ID = 100;

export class SubDivisionsInput {
  @IsString() @MaxLength(MAX_INDUSTRY_ID) param!: string;
}

export class SubGroupsInput {
  @IsString() @MaxLength(MAX_INDUSTRY_ID) industryId!: string;
  @IsString() @MaxLength(MAX_INDUSTRY_ID) subDivisionId!: string;
}
