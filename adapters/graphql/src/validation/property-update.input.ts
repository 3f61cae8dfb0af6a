import { Allow, IsEmpty, IsOptional, IsString, Length } from 'class-validator';

const SECTION_SAVED_ELSEWHERE = 'This section is not saved with createOrUpdateProperty yet (decision 1220)';

/**
 * createOrUpdateProperty's params: a value and up to three path levels. Which paths may be written,
 * by whom and when is the domain's allow-list; whole sections are refused until their use cases exist.
 */
export class PropertyUpdateParams {
  @IsString() @Length(1, 60) propertyFirst!: string;
  @IsOptional() @IsString() @Length(1, 60) propertySecond?: string | null;
  @IsOptional() @IsString() @Length(1, 60) propertyThird?: string | null;
  /** Checked against the path's own rule in the domain. */
  @Allow() value?: unknown;
  @IsEmpty({ message: SECTION_SAVED_ELSEWHERE }) entityObj?: unknown;
  @IsEmpty({ message: SECTION_SAVED_ELSEWHERE }) entityDetails?: unknown;
  @IsEmpty({ message: SECTION_SAVED_ELSEWHERE }) financeDetails?: unknown;
  @IsEmpty({ message: SECTION_SAVED_ELSEWHERE }) idScanResult?: unknown;
}
