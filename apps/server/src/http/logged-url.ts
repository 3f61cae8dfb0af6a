/**
 * The request line as the log keeps it. Upload, download and signing links carry their grant in the
 * path, and reset links carry e-mail addresses and secrets in the query: a log must hold neither, so
 * the query is dropped and any token-like path segment is replaced.
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const redacted = path
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) && !FILE_NAME.test(segment) ? ':token' : segment))
    .join('/');
  return queryAt === -1 ? redacted : `${redacted}?…`;
}

/** Grants ('payload.signature') and ids are 20 or more URL-safe characters... */
const TOKEN_LIKE = /^[A-Za-z0-9_~%=.-]{20,}$/;
/** ...while an asset's name ends in a short extension ('ResultsPage-BwNNuZ9y.js'). */
const FILE_NAME = /\.[A-Za-z0-9]{1,5}$/;
