import type { RecipientTab } from './envelope';

/** The recipient's tabs with the text tabs named in `values` given those values (DocuSign's tab update). */
export function withTabValues(
  tabs: readonly RecipientTab[] | undefined,
  values: Record<string, string> | undefined,
): RecipientTab[] | undefined {
  if (!tabs) return undefined;
  return tabs.map((tab) =>
    tab.kind === 'text' && values && Object.hasOwn(values, tab.tabLabel)
      ? { ...tab, value: values[tab.tabLabel] }
      : { ...tab },
  );
}

/**
 * What each tab prints where its anchor stands: a full-name tab the recipient's name, a text tab its
 * value (nothing when it has none). What the signed copy and the signing page show.
 */
export function tabTexts(recipient: { name: string; tabs?: readonly RecipientTab[] }): Map<string, string> {
  return new Map(
    (recipient.tabs ?? []).map((tab) => [
      tab.anchorString,
      tab.kind === 'fullName' ? recipient.name : (tab.value ?? ''),
    ]),
  );
}
