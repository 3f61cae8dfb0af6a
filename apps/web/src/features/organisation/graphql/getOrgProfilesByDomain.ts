import { graphql } from '../../../gql';

/** The organisation profiles for the page's host; the first one brands the portal. */
export const GetOrgProfilesByDomain = graphql(`
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
      }
      calculator {
        headerLogo
        headerLogoLink
        headerLinks {
          menuTitle
          menuUrl
        }
        headerColour
        headerImage
        footerColour
        disclaimerText
        footerText
        phoneNumber
        primaryLogoRight
      }
      pricingConfiguration {
        calculator {
          isCalculatorEnabled
          manufacturersEnabled
        }
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
      }
      loginLogos {
        left
        right
      }
    }
  }
`);
