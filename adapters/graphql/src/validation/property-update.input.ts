import { Allow, IsOptional, IsString, Length } from 'class-validator';

/**
 * createOrUpdateProperty's params: a value and up to three path levels. Which paths may be written,
 * by whom and when is the domain's allow-list; the business-details sections (entityObj with
 * entityDetails, financeDetails) are read by the domain's section rules (decision 1247), which name
 * each field's message; the ID form (idScanResult) is read by the identity check's rules (decision 1635).
 */
export class PropertyUpdateParams {
  @IsString() @Length(1, 60) propertyFirst!: string;
  @IsOptional() @IsString() @Length(1, 60) propertySecond?: string | null;
  @IsOptional() @IsString() @Length(1, 60) propertyThird?: string | null;
  /** Checked against the path's own rule in the domain. */
  @Allow() value?: unknown;
  /** The sections: the schema has typed them; the domain checks them against the path. */
  @Allow() entityObj?: unknown;
  @Allow() entityDetails?: unknown;
  @Allow() financeDetails?: unknown;
  /** The ID form: the identity check reads it with the form's own rules (decision 1635). */
  @Allow() idScanResult?: unknown;
}
