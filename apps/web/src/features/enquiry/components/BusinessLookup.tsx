import { useEffect, useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { FormGroup, Intent, MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import {
  BUSINESS_LOOKUP_DEBOUNCE_MS,
  BUSINESS_LOOKUP_MAXIMUM_ROWS,
  CALCULATOR_LOOKUP_MINIMUM_LENGTH,
  regionDefaults,
  type Region,
} from '@lease-portal/domain';
import { GetBusinessInfo } from '../graphql/getBusinessInfo';
import type { ChosenBusiness } from '../model/enquiry-form';
import { businessLookupMessage } from '../model/business-lookup-message';

export const NO_BUSINESS_FOUND = 'No results found.';

interface BusinessRow extends ChosenBusiness {
  stateCode?: string;
}

/**
 * The enquiry's business lookup (calculator §3 and §7): from 2 characters, 300 ms after the last
 * key, always from the network; at most 6 rows; a failed search reads as no results (§8).
 */
export function BusinessLookup({
  region,
  value,
  onChange,
}: {
  region: Region;
  value: ChosenBusiness | undefined;
  onChange: (business: ChosenBusiness | undefined) => void;
}) {
  const client = useApolloClient();
  const [query, setQuery] = useState(value?.name ?? '');
  const [rows, setRows] = useState<BusinessRow[]>([]);
  const [searching, setSearching] = useState(false);
  // Like the other fields, the lookup speaks once the visitor has left it.
  const [left, setLeft] = useState(false);
  const messageId = useId();
  const label = `Business name or ${regionDefaults(region).businessNumberLabel}`;

  useEffect(() => {
    const text = query.trim();
    if (text.length < CALCULATOR_LOOKUP_MINIMUM_LENGTH || text === value?.name) return;
    let current = true;
    const timer = setTimeout(() => {
      client
        .query({ query: GetBusinessInfo, variables: { param: text, region }, fetchPolicy: 'network-only' })
        .then(({ data }) => data?.getBusinessInfo.rows ?? [])
        .catch((error: unknown) => {
          console.error('Business lookup failed', error);
          return [];
        })
        .then((found) => {
          if (!current) return;
          setRows(
            found
              .filter((row) => row.name && row.abn)
              .slice(0, BUSINESS_LOOKUP_MAXIMUM_ROWS)
              .map((row) => ({
                name: row.name!,
                abn: row.abn!,
                postCode: row.postCode ?? undefined,
                stateCode: row.stateCode ?? undefined,
                entityType: row.entityType ?? undefined,
              })),
          );
          setSearching(false);
        });
    }, BUSINESS_LOOKUP_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, query, region, value?.name]);

  const tooShort = query.trim().length < CALCULATOR_LOOKUP_MINIMUM_LENGTH;
  const shownRows = tooShort ? [] : rows;
  const message = left ? businessLookupMessage(query, value) : undefined;
  return (
    <FormGroup
      label={label}
      labelFor="enquiry-business"
      labelInfo="(required)"
      intent={message ? Intent.DANGER : undefined}
      helperText={message && <span id={messageId}>{message}</span>}
    >
      <Suggest<BusinessRow>
        fill
        items={shownRows}
        query={query}
        onQueryChange={(text) => {
          setQuery(text);
          setSearching(text.trim().length >= CALCULATOR_LOOKUP_MINIMUM_LENGTH);
          if (value && text !== value.name) onChange(undefined);
        }}
        selectedItem={value ? { ...value } : null}
        onItemSelect={(row) => {
          setQuery(row.name);
          setRows([]);
          onChange({ name: row.name, abn: row.abn, postCode: row.postCode, entityType: row.entityType });
        }}
        inputValueRenderer={(row) => row.name}
        itemsEqual={(a, b) => a.abn === b.abn}
        itemRenderer={(row, { handleClick, handleFocus, modifiers, ref }) =>
          modifiers.matchesPredicate ? (
            <MenuItem
              key={row.abn}
              ref={ref}
              active={modifiers.active}
              onClick={handleClick}
              onFocus={handleFocus}
              text={row.name}
              label={[row.abn, row.stateCode, row.postCode].filter(Boolean).join(' ')}
              roleStructure="listoption"
            />
          ) : null
        }
        noResults={
          tooShort ? undefined : (
            <MenuItem
              disabled
              text={searching ? 'Searching…' : NO_BUSINESS_FOUND}
              roleStructure="listoption"
            />
          )
        }
        resetOnClose={false}
        closeOnSelect
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        inputProps={{
          id: 'enquiry-business',
          placeholder: 'Start typing to search',
          name: 'business',
          intent: message ? Intent.DANGER : undefined,
          'aria-invalid': !!message,
          'aria-describedby': message ? messageId : undefined,
          onBlur: () => setLeft(true),
        }}
      />
    </FormGroup>
  );
}
