import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import { MAX_FILTER_TEXT, MAX_FILTER_VALUES } from './rate-book-filter.input';

/** The makes whose models are asked for: as bounded as a rate book filter's lists. */
export class VehicleModelsInput {
  @IsArray()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  @IsString({ each: true })
  @MaxLength(MAX_FILTER_TEXT, { each: true })
  makes!: string[];
}
