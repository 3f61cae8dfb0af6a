/**
 * The 'pair' parameter: the chosen makes with their chosen models (calculator §2, §4), written as
 * `MAKE:model1,model2|MAKE2` in URLs and in rate book queries. Makes are uppercased; a make with no
 * models means every model of that make. Make and model names never contain ':', ',' or '|'
 * (the catalogue loader refuses them), so the codec needs no escaping.
 */
export interface MakeModels {
  make: string;
  models: string[];
}

const MAKES = '|';
const MAKE_MODELS = ':';
const MODELS = ',';

export function isPairSafeName(name: string): boolean {
  return ![MAKES, MAKE_MODELS, MODELS].some((separator) => name.includes(separator));
}

/** Uppercases makes, trims names, drops blanks and merges repeated makes and models. */
export function normalisePair(selection: readonly MakeModels[]): MakeModels[] {
  const byMake = new Map<string, string[]>();
  for (const { make, models } of selection) {
    const key = make.trim().toUpperCase();
    if (!key) continue;
    const known = byMake.get(key) ?? [];
    for (const model of models.map((m) => m.trim()).filter(Boolean)) {
      if (!known.some((k) => k.toUpperCase() === model.toUpperCase())) known.push(model);
    }
    byMake.set(key, known);
  }
  return [...byMake].map(([make, models]) => ({ make, models }));
}

/** Returns undefined when nothing is chosen, so the parameter is left out. */
export function encodePair(selection: readonly MakeModels[]): string | undefined {
  const text = normalisePair(selection)
    .map(({ make, models }) => (models.length ? `${make}${MAKE_MODELS}${models.join(MODELS)}` : make))
    .join(MAKES);
  return text || undefined;
}

export function decodePair(text: string): MakeModels[] {
  return normalisePair(
    text.split(MAKES).map((part) => {
      const [make = '', models = ''] = part.split(MAKE_MODELS);
      return { make, models: models.split(MODELS) };
    }),
  );
}

/** Makes and models match without regard to case: the make/model lists are cached uppercased. */
export function matchesPair(
  vehicle: { vehicleMake: string; vehicleModel: string },
  pair: readonly MakeModels[],
): boolean {
  const make = vehicle.vehicleMake.toUpperCase();
  const model = vehicle.vehicleModel.toUpperCase();
  return pair.some(
    (choice) =>
      choice.make === make && (!choice.models.length || choice.models.some((m) => m.toUpperCase() === model)),
  );
}
