import type { Region } from '../shared/region';
import type { MakeModels } from './make-model-pair';

/**
 * The makes and models the rate book offers in a country, upper-cased as the pair filter compares
 * them (calculator §7: the make/model lists the refine-search panel offers).
 */
export interface MakeModelLists {
  /** Every make of the country, upper-cased, in code-unit order. */
  makes(countryCode: Region): Promise<string[]>;
  /** The models of each given make that the country offers; makes it does not offer are left out. */
  models(countryCode: Region, makes: readonly string[]): Promise<MakeModels[]>;
}
export const MAKE_MODEL_LISTS = Symbol('MakeModelLists');
