import type { ApolloClient } from '@apollo/client';
import type { GetOrgProfilesByDomainQuery } from '../../gql/graphql';
import { isRecord, readPageAnswer } from '../../shared/page-answers/read-page-answer';
import { GetOrgProfilesByDomain } from './graphql/getOrgProfilesByDomain';

/** The script in which the server sends the page's organisation profile (decision 0603). */
export const ORG_PROFILE_ELEMENT_ID = 'org-profile';

/**
 * Puts the organisation profile the server sent with the page into the GraphQL cache, as the answer
 * to the app's own getOrgProfilesByDomain for this host, so branding needs no round trip. A profile
 * for another host, or one that does not read as an answer, is left out: the app then asks as before.
 */
export function takeOrgProfileFromPage(client: ApolloClient, document: Document, host: string): void {
  const sent = readPageAnswer(document, ORG_PROFILE_ELEMENT_ID);
  if (!isAnswerFor(sent, host)) return;
  client.writeQuery({ query: GetOrgProfilesByDomain, variables: { domain: host }, data: sent.data });
}

/** The server runs this same operation (__typename included), so its answer is the cache's shape. */
interface PageOrgProfile {
  domain: string;
  data: GetOrgProfilesByDomainQuery;
}

function isAnswerFor(value: unknown, host: string): value is PageOrgProfile {
  if (!isRecord(value) || value.domain !== host || !isRecord(value.data)) return false;
  return Array.isArray(value.data.getOrgProfilesByDomain);
}
