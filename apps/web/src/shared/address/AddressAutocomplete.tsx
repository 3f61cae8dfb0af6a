import { useCallback, useEffect, useId, useRef, useState, type ClipboardEvent, type Ref } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Classes, Intent, OverlayToaster, Spinner, Toast } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import type { Region } from '@lease-portal/domain';
import { GetAddressParts } from './graphql/getAddressParts';
import { SuggestAddresses } from './graphql/suggestAddresses';
import {
  ADDRESS_DEBOUNCE_MS,
  ADDRESS_QUERY_MINIMUM_LENGTH,
  isAddressQuery,
  isSeveralWords,
  PASTED_ADDRESS_AUTO_SELECT_MS,
} from './address-query';
import { draftOf, ManualAddressEntry, type EnteredByHand, type ManualDraft } from './ManualAddressEntry';
import './address.css';

/**
 * An address chosen from the autocomplete: its text, and its parts when the service gave them. An
 * address entered by hand, or pre-filled from the business register, has its parts and no id.
 */
export interface ChosenAddress {
  id?: string;
  fullAddress: string;
  subPremise?: string;
  streetNo?: string;
  streetName?: string;
  suburb?: string;
  state?: string;
  postCode?: string;
  country?: string;
  countryCode?: Region;
}

interface Suggestion {
  id: string;
  fullAddress: string;
}

/** What failed, to be tried again: the look-up of a text, or the parts of a chosen suggestion. */
type Failure = { kind: 'search'; text: string } | { kind: 'choose'; suggestion: Suggestion };

const AU_AND_NZ: readonly Region[] = ['AU', 'NZ'];

export const ADDRESS_LOOKUP_FAILED = 'We could not look up that address.';
export const ENTER_MANUALLY = 'Enter the address manually';
export const NOTHING_FOUND_NOTE =
  'No address matches what you typed. Check it, or enter the address manually.';
export const LOOKUP_DOWN_NOTE =
  'The address lookup is not available right now. Try again, or enter the address manually.';
export const EDIT_MANUALLY = 'Edit the address manually';
/** Shown under an empty or short field: "No addresses found" there would say a search had failed. */
export const KEEP_TYPING = `Type at least ${ADDRESS_QUERY_MINIMUM_LENGTH} characters of the address`;

/**
 * An address autocomplete (journey §2, §9), restricted to AU and NZ unless told otherwise: typing asks
 * for suggestions after a pause, arrow keys and Enter choose one, and an address of several words
 * pasted in picks the first suggestion after 1000 ms. Choosing reads the address's parts; typing again
 * clears the choice, so a form can require an address chosen from the list. A failed look-up shows an
 * error notification with Try again (journey §8). When a look-up finds nothing, or the lookup fails
 * (its suggestions or a chosen address's parts), a line under the field says so and a button offers to
 * enter the address by hand (decisions 2086, 2111), starting from what was typed; "Use this address"
 * hands the caller the parts and their text, as a chosen suggestion does. The caller labels it with a
 * <label for={id}>.
 */
export function AddressAutocomplete({
  id,
  value,
  onChange,
  countries = AU_AND_NZ,
  invalid = false,
  describedBy,
  placeholder = 'Start typing an address',
  disabled = false,
  defaultCountry,
}: {
  id: string;
  value: ChosenAddress | undefined;
  onChange: (address: ChosenAddress | undefined) => void;
  countries?: readonly Region[];
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  disabled?: boolean;
  /** The country an address entered by hand starts in, when several are allowed. */
  defaultCountry?: Region;
}) {
  const client = useApolloClient();
  const optionPrefix = useId();
  const listboxId = `${optionPrefix}-listbox`;
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<readonly Suggestion[]>([]);
  const [active, setActive] = useState<Suggestion | null>(null);
  const [searching, setSearching] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  /** Whether the list is on screen: the input names it and its active option only then. */
  const [listOpen, setListOpen] = useState(false);
  /** What the last look-up came to: when it found nothing or failed, entering the address by hand is offered. */
  const [lookup, setLookup] = useState<'answered' | 'nothing-found' | 'down'>('answered');
  const [manual, setManual] = useState(false);
  /** What was typed by hand, kept while the person searches again. */
  const [draft, setDraft] = useState<ManualDraft>();
  const manualId = `${optionPrefix}-manual`;
  const noteId = `${optionPrefix}-note`;
  const wrapper = useRef<HTMLDivElement>(null);

  const latestRequest = useRef(0);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pasteTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Set when a pasted address waits for its first suggestion. */
  const autoSelect = useRef<'waiting' | 'due' | undefined>(undefined);
  /** The suggestions and whether a look-up is under way, for the paste timer to read. */
  const shown = useRef<{ items: readonly Suggestion[]; searching: boolean }>({ items: [], searching: false });

  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      clearTimeout(pasteTimer.current);
    },
    [],
  );

  const choose = useCallback(
    async (suggestion: Suggestion) => {
      autoSelect.current = undefined;
      clearTimeout(pasteTimer.current);
      setFailure(undefined);
      setChoosing(true);
      onChange({ id: suggestion.id, fullAddress: suggestion.fullAddress });
      try {
        const { data } = await client.query({
          query: GetAddressParts,
          variables: { id: suggestion.id },
          fetchPolicy: 'network-only',
        });
        const parts = data?.addressDetails;
        if (!parts) throw new Error('No address parts');
        onChange(chosenAddressOf(parts));
      } catch {
        onChange(undefined);
        setLookup('down');
        setFailure({ kind: 'choose', suggestion });
      } finally {
        setChoosing(false);
      }
    },
    [client, onChange],
  );

  /**
   * Picks a suggestion without the list's own selection (a pasted address): the list is built anew,
   * closed, as Blueprint leaves it after a choice.
   */
  const [listInstance, setListInstance] = useState(0);
  const chooseForThem = useCallback(
    (suggestion: Suggestion) => {
      setListInstance((instance) => instance + 1);
      void choose(suggestion);
    },
    [choose],
  );

  const search = useCallback(
    async (text: string) => {
      const request = ++latestRequest.current;
      shown.current.searching = true;
      setSearching(true);
      setFailure(undefined);
      try {
        const { data } = await client.query({
          query: SuggestAddresses,
          variables: { query: text.trim(), countries: [...countries] },
          fetchPolicy: 'network-only',
        });
        if (request !== latestRequest.current) return;
        const found = (data?.addressSuggestions ?? []).map(({ id: key, fullAddress }) => ({
          id: key,
          fullAddress,
        }));
        shown.current.items = found;
        setItems(found);
        setLookup(found.length === 0 ? 'nothing-found' : 'answered');
        setActive(found[0] ?? null);
        if (autoSelect.current === 'due' && found[0]) chooseForThem(found[0]);
      } catch {
        if (request !== latestRequest.current) return;
        shown.current.items = [];
        setItems([]);
        setLookup('down');
        setFailure({ kind: 'search', text });
      } finally {
        if (request === latestRequest.current) {
          shown.current.searching = false;
          setSearching(false);
        }
      }
    },
    [chooseForThem, client, countries],
  );

  const changeQuery = (text: string) => {
    setQuery(text);
    if (value) onChange(undefined);
    clearTimeout(debounce.current);
    if (!isAddressQuery(text)) {
      latestRequest.current += 1;
      shown.current = { items: [], searching: false };
      setItems([]);
      setSearching(false);
      setLookup('answered');
      return;
    }
    debounce.current = setTimeout(() => void search(text), ADDRESS_DEBOUNCE_MS);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!isSeveralWords(event.clipboardData.getData('text'))) return;
    autoSelect.current = 'waiting';
    clearTimeout(pasteTimer.current);
    pasteTimer.current = setTimeout(() => {
      const first = shown.current.items[0];
      if (first && !shown.current.searching) chooseForThem(first);
      else autoSelect.current = 'due';
    }, PASTED_ADDRESS_AUTO_SELECT_MS);
  };
  const retry = () => {
    if (!failure) return;
    setFailure(undefined);
    if (failure.kind === 'search') void search(failure.text);
    else void choose(failure.suggestion);
  };

  const enteredByHand = value !== undefined && value.id === undefined;
  const openManual = () => {
    setFailure(undefined);
    // What was typed by hand before is kept; otherwise the fields start from the address or the query.
    setDraft((kept) =>
      enteredByHand || !kept
        ? draftOf(enteredByHand ? value : undefined, countries, defaultCountry, query)
        : kept,
    );
    setManual(true);
    // The first field, once it is on screen.
    setTimeout(() => document.getElementById(manualId)?.querySelector<HTMLElement>('input, select')?.focus());
  };
  const backToSearch = () => {
    setManual(false);
    setTimeout(() => document.getElementById(id)?.focus());
  };
  const useEntered = (address: EnteredByHand) => {
    setManual(false);
    setLookup('answered');
    setQuery('');
    onChange({ ...address });
    // Not the input: focusing it opens the list, which hides the address behind the query.
    setTimeout(() => wrapper.current?.querySelector<HTMLElement>('.lp-address__manual-button')?.focus());
  };

  if (manual && draft) {
    return (
      <div className="lp-address" id={manualId} ref={wrapper}>
        <ManualAddressEntry
          draft={draft}
          onDraftChange={setDraft}
          countries={countries}
          onUse={useEntered}
          onSearchInstead={backToSearch}
        />
      </div>
    );
  }

  const note =
    disabled || value
      ? undefined
      : { answered: undefined, 'nothing-found': NOTHING_FOUND_NOTE, down: LOOKUP_DOWN_NOTE }[lookup];
  const selected: Suggestion | null = value
    ? { id: value.id ?? 'chosen', fullAddress: value.fullAddress }
    : null;
  const activeIndex = active ? items.findIndex((item) => item.id === active.id) : -1;

  return (
    <div className="lp-address" ref={wrapper}>
      <Suggest<Suggestion>
        key={listInstance}
        fill
        disabled={disabled}
        items={items as Suggestion[]}
        query={query}
        onQueryChange={changeQuery}
        selectedItem={selected}
        activeItem={active}
        onActiveItemChange={(item) => setActive(item)}
        onItemSelect={(item) => void choose(item)}
        itemsEqual="id"
        inputValueRenderer={(item) => item.fullAddress}
        resetOnClose={false}
        resetOnSelect={false}
        closeOnSelect
        itemRenderer={(item, { handleClick, handleFocus, modifiers, index, ref }) => (
          <li
            key={item.id}
            id={`${optionPrefix}-option-${index}`}
            ref={ref}
            role="option"
            aria-selected={modifiers.active}
            className={`${Classes.MENU_ITEM} lp-address__option${modifiers.active ? ` ${Classes.ACTIVE}` : ''}`}
            onClick={handleClick}
            onFocus={handleFocus}
            onMouseDown={(event) => event.preventDefault()}
          >
            {item.fullAddress}
          </li>
        )}
        // Our own list, so the input's aria-controls names it (Blueprint's Suggest names another id).
        itemListRenderer={({ filteredItems, renderItem, itemsParentRef }) => (
          // A list with nothing to choose is a status line, not a listbox without options.
          <ul
            role={filteredItems.length > 0 ? 'listbox' : undefined}
            id={listboxId}
            aria-label={filteredItems.length > 0 ? 'Suggested addresses' : undefined}
            className={Classes.MENU}
            ref={itemsParentRef as Ref<HTMLUListElement>}
          >
            {filteredItems.length > 0 ? (
              filteredItems.map(renderItem)
            ) : (
              <li className="lp-address__status">
                {searching ? 'Searching…' : isAddressQuery(query) ? 'No addresses found' : KEEP_TYPING}
              </li>
            )}
          </ul>
        )}
        popoverProps={{
          minimal: true,
          matchTargetWidth: true,
          onOpening: () => setListOpen(true),
          onClosing: () => setListOpen(false),
        }}
        inputProps={{
          id,
          'aria-controls': listOpen ? listboxId : undefined,
          placeholder,
          autoComplete: 'off',
          onPaste: paste,
          'aria-invalid': invalid || undefined,
          'aria-describedby': [describedBy, note ? noteId : undefined].filter(Boolean).join(' ') || undefined,
          'aria-activedescendant':
            listOpen && activeIndex >= 0 ? `${optionPrefix}-option-${activeIndex}` : undefined,
          'aria-busy': searching || choosing || undefined,
          rightElement:
            searching || choosing ? <Spinner size={16} aria-label="Looking up addresses" /> : undefined,
          intent: invalid ? Intent.DANGER : undefined,
        }}
      />
      {note && (
        <p id={noteId} className="lp-address__note" role="status">
          {note}
        </p>
      )}
      {!disabled && (lookup !== 'answered' || enteredByHand) && (
        <Button
          className="lp-address__manual-button"
          variant="minimal"
          size="small"
          intent={Intent.PRIMARY}
          icon="edit"
          text={enteredByHand ? EDIT_MANUALLY : ENTER_MANUALLY}
          onClick={openManual}
        />
      )}
      <OverlayToaster position="top">
        {failure && (
          <Toast
            key="address-lookup-failed"
            intent={Intent.DANGER}
            icon="error"
            message={ADDRESS_LOOKUP_FAILED}
            action={{ text: 'Try again', onClick: retry }}
            timeout={0}
            onDismiss={() => setFailure(undefined)}
          />
        )}
      </OverlayToaster>
    </div>
  );
}

/** The service's answer with nulls read as absent. */
function chosenAddressOf(parts: {
  id: string;
  fullAddress: string;
  subPremise?: string | null;
  streetNo?: string | null;
  streetName?: string | null;
  suburb?: string | null;
  state?: string | null;
  postCode?: string | null;
  country: string;
  countryCode: Region;
}): ChosenAddress {
  const address: ChosenAddress = { id: parts.id, fullAddress: parts.fullAddress };
  for (const key of [
    'subPremise',
    'streetNo',
    'streetName',
    'suburb',
    'state',
    'postCode',
    'country',
  ] as const) {
    const part = parts[key];
    if (part) address[key] = part;
  }
  address.countryCode = parts.countryCode;
  return address;
}
