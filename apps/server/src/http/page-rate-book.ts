import type { Region } from '@lease-portal/domain';

/**
 * The results page's first rate book page, answered by the server with the page itself, so the
 * first cards need no round trip after the app's script has run, and their first picture is
 * fetched beside the script (decision 2128). It is the answer to the web app's own rateBookPage
 * operation for the request the app makes on arrival, __typename included, which the app writes into
 * its GraphQL cache as if it had asked; page-answers.test.ts keeps the selection equal to the app's.
 */
export const RATE_BOOK_ELEMENT_ID = 'rate-book-page';

export const PAGE_RATE_BOOK_QUERY = /* GraphQL */ `
  query rateBookPage($filter: RateBookFilter!) {
    rateBook(filter: $filter) {
      resultCount
      results {
        totalCount
        rows {
          catalogVehicleId
          catalogYear
          vehicleMake
          vehicleModel
          vehicleTrim
          vehicleDescription
          vehicleDrivetrain
          vehicleFueltype
          vehiclePrimaryfueltype
          vehicleTransmissiongroup
          vehicleBodytype
          vehicleSeats
          cabType
          consumerPrice
          catalogPrice
          weekLeaseprice
          monthLeaseprice
          duration
          durationUnit
          jatoImagepath
          jatoImagepathTrim
          jatoImagepathBase
          __typename
        }
        __typename
      }
      __typename
    }
  }
`;

/** The operation's variables and answer, and the picture the first card shows first. */
export interface PageRateBook {
  variables: { filter: unknown };
  data: unknown;
  firstPicture?: string;
}

/** The rate book page for a results page's address in the organisation's region; undefined leaves the app to ask. */
export type PageRateBookFor = (
  host: string,
  region: Region,
  address: URLSearchParams,
) => Promise<PageRateBook | undefined>;
