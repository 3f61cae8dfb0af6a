import { getMetadataStorage, type MetadataStorage } from 'class-validator';

type Rules = ReturnType<MetadataStorage['getTargetValidationMetadatas']>;

const remembering = new WeakSet<MetadataStorage>();

/**
 * class-validator finds a class's rules, on every validation, by testing every class it knows
 * (typestack/class-validator#2686): in the portal, with every input class loaded, the largest part
 * of validating a rate book search (decision 0820). The rules of a class do not change once its
 * decorators have run, so the answer is remembered per class and options, and forgotten whenever
 * a rule is registered. Every rule is still checked on every validation.
 */
export function rememberValidationRules(storage: MetadataStorage = getMetadataStorage()): void {
  if (remembering.has(storage)) return;
  remembering.add(storage);
  const find = storage.getTargetValidationMetadatas.bind(storage);
  const register = storage.addValidationMetadata.bind(storage);
  let known = new WeakMap<object, Map<string, Rules>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const options = JSON.stringify([schema, always, strictGroups, groups]);
    let byOptions = known.get(target);
    if (!byOptions) known.set(target, (byOptions = new Map()));
    let rules = byOptions.get(options);
    if (!rules) byOptions.set(options, (rules = find(target, schema, always, strictGroups, groups)));
    return rules;
  };
  storage.addValidationMetadata = (metadata) => {
    known = new WeakMap();
    register(metadata);
  };
}
