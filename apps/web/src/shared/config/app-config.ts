import { isRecord, parsedJson } from '../page-answers/read-page-answer';

/** What the page tells the app about its environment (injected by the server into index.html). */
export interface AppConfig {
  /** Where the GraphQL API answers, absolute or relative to the page. */
  graphqlUrl: string;
  /** Inactivity before a signed-in customer is signed out; the kicker comes with accounts. */
  sessionTimeoutMinutes?: number;
  /** The business number of the introducer whose header shows no partner logo (decision 1540). */
  specialIntroducerAbn?: string;
}

export const APP_CONFIG_ELEMENT_ID = 'app-config';

/** Turns the page's JSON into a config, or undefined when it is missing or not a valid config. */
export function parseAppConfig(json: string | null | undefined): AppConfig | undefined {
  const raw = parsedJson(json);
  if (!isRecord(raw)) return undefined;
  const { graphqlUrl, sessionTimeoutMinutes, specialIntroducerAbn } = raw;
  if (typeof graphqlUrl !== 'string' || graphqlUrl.trim() === '') return undefined;
  if (sessionTimeoutMinutes !== undefined && !isPositiveNumber(sessionTimeoutMinutes)) return undefined;
  if (specialIntroducerAbn !== undefined && typeof specialIntroducerAbn !== 'string') return undefined;
  return {
    graphqlUrl,
    ...(sessionTimeoutMinutes !== undefined ? { sessionTimeoutMinutes } : {}),
    ...(specialIntroducerAbn ? { specialIntroducerAbn } : {}),
  };
}

/** Reads the config the server injected as `<script id="app-config" type="application/json">`. */
export function readAppConfig(document: Document): AppConfig | undefined {
  return parseAppConfig(document.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent);
}

function isPositiveNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
