import type { ApolloClient } from '@apollo/client';
import type { RateBookPageQuery, RateBookPageQueryVariables } from '../../gql/graphql';
import { isRecord, readPageAnswer } from '../../shared/page-answers/read-page-answer';
import { RateBookPage } from '../../shared/rate-book/rateBookPage';

/** The script in which the server sends the results page's rate book page (decision 2128). */
export const RATE_BOOK_ELEMENT_ID = 'rate-book-page';

/**
 * Puts the rate book page the server sent with the results page into the GraphQL cache, as the
 * answer to the app's own rateBookPage for the request the server made: the address's search for a
 * visitor with no term of their own (decision 2128). A visitor whose term differs asks as before.
 * One that does not read as an answer is left out.
 */
export function takeRateBookFromPage(client: ApolloClient, document: Document): void {
  const sent = readPageAnswer(document, RATE_BOOK_ELEMENT_ID);
  if (!isAnswer(sent)) return;
  client.writeQuery({ query: RateBookPage, variables: sent.variables, data: sent.data });
}

/** The server runs this same operation (__typename included), so its answer is the cache's shape. */
interface PageRateBook {
  variables: RateBookPageQueryVariables;
  data: RateBookPageQuery;
}

function isAnswer(value: unknown): value is PageRateBook {
  if (!isRecord(value) || !isRecord(value.variables) || !isRecord(value.variables.filter)) return false;
  const rateBook = isRecord(value.data) ? value.data.rateBook : undefined;
  return isRecord(rateBook) && isRecord(rateBook.results) && Array.isArray(rateBook.results.rows);
}
