import { isRegion, type Region } from '@lease-portal/domain';

/**
 * The organisation profile that brands the page, answered by the server with the page itself so the
 * first render needs no round trip (decision 0603). It is the answer to the web app's own
 * getOrgProfilesByDomain operation for the request's host, __typename included, which the app writes
 * into its GraphQL cache as if it had asked; page-answers.test.ts keeps the selection equal to
 * the app's.
 */
export const ORG_PROFILE_ELEMENT_ID = 'org-profile';

export const PAGE_ORG_PROFILE_QUERY = /* GraphQL */ `
  query getOrgProfilesByDomain($domain: String!) {
    getOrgProfilesByDomain(domain: $domain) {
      orgId
      name
      region
      whiteLabel {
        region
        enableWhiteLabel
        domains
        abn
        introducerName
        introducerAbn
        termsLink
        privacyPolicy
        __typename
      }
      calculator {
        headerLogo
        headerLogoLink
        headerLinks {
          menuTitle
          menuUrl
          __typename
        }
        headerColour
        headerImage
        footerColour
        disclaimerText
        footerText
        phoneNumber
        primaryLogoRight
        __typename
      }
      pricingConfiguration {
        calculator {
          isCalculatorEnabled
          manufacturersEnabled
          __typename
        }
        __typename
      }
      theme {
        primaryLogo
        rightLogo
        primaryImage
        primaryColour
        phoneNumber
        email
        website
        footerText
        disclaimerHtml
        __typename
      }
      loginLogos {
        left
        right
        __typename
      }
      __typename
    }
  }
`;

/** The answer for one host: the domain the app asks with (its page's host) and the operation's data. */
export interface PageOrgProfile {
  domain: string;
  data: unknown;
}

/** Finds the page's organisation profile for a host; undefined leaves the app to ask itself. */
export type PageOrgProfileFor = (host: string) => Promise<PageOrgProfile | undefined>;

/** The region of the organisation the profile names; undefined when it names none. */
export function regionOfPageProfile(profile: PageOrgProfile): Region | undefined {
  const found = (profile.data as { getOrgProfilesByDomain?: { region?: unknown }[] }).getOrgProfilesByDomain;
  const region = found?.[0]?.region;
  return isRegion(region) ? region : undefined;
}
