import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  Button,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLTable,
  InputGroup,
  Intent,
  Spinner,
} from '@blueprintjs/core';
import {
  BUSINESS_LOOKUP_DEBOUNCE_MS,
  COMPANY_LOOKUP_MINIMUM_LENGTH,
  formatBusinessNumber,
  regionDefaults,
  type Region,
} from '@lease-portal/domain';
import { CompanyLookup } from '../graphql/companyLookup';
import { ErrorNotice } from './ErrorNotice';

/** One company of the lookup, as it is confirmed (the contract's BusinessLookupRowInput). */
export interface ChosenCompany {
  name: string;
  abn: string;
  entityType?: string;
  registerNumber?: string;
  postCode?: string;
  stateCode?: string;
  status?: string;
}

type Search = { state: 'idle' } | { state: 'searching' } | { state: 'done'; rows: ChosenCompany[] };

export const RESULT_IS_EMPTY = 'Result is empty.';
const LOOKUP_FAILED = 'The company search is not available just now.';

/**
 * The Company Lookup dialog (journey §2, §9): ABN or company name (AU), NZBN or company name (NZ);
 * from 4 characters, 300 ms after the last key or at once with Search, always from the network; rows
 * with the registration number, name, postcode and state; Select and Cancel. A failed search is an
 * error notification with Try Again (journey §8).
 */
export function CompanyLookupDialog({
  isOpen,
  region,
  onSelect,
  onCancel,
}: {
  isOpen: boolean;
  region: Region;
  onSelect: (company: ChosenCompany) => void;
  onCancel: () => void;
}) {
  const client = useApolloClient();
  const inputId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [chosen, setChosen] = useState<ChosenCompany>();
  // The text of a failed search, which Try Again runs again (journey §8).
  const [failedParam, setFailedParam] = useState<string>();
  const latest = useRef(0);
  const numberLabel = regionDefaults(region).businessNumberLabel;
  // The NZ register answers with a region code (AUK), not a state.
  const placeLabel = region === 'NZ' ? 'Region' : 'State';
  const prompt = `${numberLabel} or company name`;
  const tooShort = text.trim().length < COMPANY_LOOKUP_MINIMUM_LENGTH;

  const run = useCallback(
    async (param: string) => {
      const ticket = ++latest.current;
      setSearch({ state: 'searching' });
      setChosen(undefined);
      try {
        const { data } = await client.query({
          query: CompanyLookup,
          variables: { param, region },
          fetchPolicy: 'network-only',
        });
        if (ticket !== latest.current) return;
        const rows = (data?.getBusinessInfo.rows ?? [])
          .filter((row) => row.name && row.abn)
          .map((row) => ({
            name: row.name!,
            abn: row.abn!,
            entityType: row.entityType ?? undefined,
            registerNumber: row.registerNumber ?? undefined,
            postCode: row.postCode ?? undefined,
            stateCode: row.stateCode ?? undefined,
            status: row.status ?? undefined,
          }));
        setSearch({ state: 'done', rows });
      } catch (error) {
        if (ticket !== latest.current) return;
        console.error('Company lookup failed', error);
        setSearch({ state: 'idle' });
        setFailedParam(param);
      }
    },
    [client, region],
  );

  // The debounced search waiting to start; Search pressed before it starts runs it at once instead.
  const waiting = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const param = text.trim();
    if (!isOpen || param.length < COMPANY_LOOKUP_MINIMUM_LENGTH) return;
    waiting.current = setTimeout(() => void run(param), BUSINESS_LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(waiting.current);
  }, [isOpen, run, text]);

  const changeText = (value: string) => {
    setText(value);
    if (value.trim().length < COMPANY_LOOKUP_MINIMUM_LENGTH) {
      // A search still answering is for longer text: its rows must not show.
      latest.current += 1;
      setSearch({ state: 'idle' });
    }
  };

  const rows = search.state === 'done' ? search.rows : [];
  return (
    <>
      <Dialog isOpen={isOpen} title="Company Lookup" onClose={onCancel} className="lp-company-lookup">
        <DialogBody>
          <form
            role="search"
            className="lp-company-lookup__search"
            onSubmit={(event) => {
              event.preventDefault();
              clearTimeout(waiting.current);
              if (!tooShort) void run(text.trim());
            }}
          >
            <FormGroup
              label={prompt}
              labelFor={inputId}
              helperText={`Type at least ${COMPANY_LOOKUP_MINIMUM_LENGTH} characters.`}
            >
              <div className="lp-company-lookup__row">
                <InputGroup
                  id={inputId}
                  autoFocus
                  fill
                  type="search"
                  value={text}
                  onValueChange={changeText}
                  placeholder={prompt}
                />
                <Button type="submit" icon="search" text="Search" disabled={tooShort} />
              </div>
            </FormGroup>
          </form>
          <div aria-live="polite" className="lp-company-lookup__results">
            {search.state === 'searching' && <Spinner size={24} aria-label="Searching" />}
            {search.state === 'done' && rows.length === 0 && <p>{RESULT_IS_EMPTY}</p>}
            {rows.length > 0 && (
              <HTMLTable
                compact
                interactive
                className="lp-company-lookup__table"
                aria-label="Companies found"
              >
                <thead>
                  <tr>
                    <th scope="col">
                      <span className={Classes.TEXT_MUTED}>Choose</span>
                    </th>
                    <th scope="col">Registration number</th>
                    <th scope="col">Name</th>
                    <th scope="col">Postcode</th>
                    <th scope="col">{placeLabel}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const selected = chosen?.abn === row.abn;
                    const radioId = `${inputId}-${row.abn}`;
                    return (
                      <tr
                        key={row.abn}
                        className={selected ? 'lp-company-lookup__chosen' : undefined}
                        onClick={() => setChosen(row)}
                      >
                        <td>
                          <input
                            id={radioId}
                            type="radio"
                            name={`${inputId}-company`}
                            checked={selected}
                            onChange={() => setChosen(row)}
                            aria-label={row.name}
                          />
                        </td>
                        <td data-label="Registration number">{formatBusinessNumber(region, row.abn)}</td>
                        <td>
                          <label htmlFor={radioId}>{row.name}</label>
                        </td>
                        <td data-label="Postcode">{row.postCode}</td>
                        <td data-label={placeLabel}>{row.stateCode}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </HTMLTable>
            )}
          </div>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onCancel} />
              <Button
                intent={Intent.PRIMARY}
                text="Select"
                disabled={!chosen}
                onClick={() => chosen && onSelect(chosen)}
              />
            </>
          }
        />
      </Dialog>
      <ErrorNotice
        notice={
          failedParam === undefined
            ? undefined
            : { message: LOOKUP_FAILED, retry: () => void run(failedParam) }
        }
        onDismiss={() => setFailedParam(undefined)}
      />
    </>
  );
}
