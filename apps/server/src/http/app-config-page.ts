import { readFile } from 'node:fs/promises';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { ORG_PROFILE_ELEMENT_ID, type PageOrgProfile } from './page-org-profile';
import { RATE_BOOK_ELEMENT_ID, type PageRateBook } from './page-rate-book';

/** The placeholder in the built index.html that the server replaces with the page-provided app config. */
export const APP_CONFIG_PLACEHOLDER = '<!--APP_CONFIG-->';

export interface WebAppConfig {
  graphqlUrl: string;
  sessionTimeoutMinutes: number;
  specialIntroducerAbn?: string;
}

/** JSON inside a <script> must not be able to close the tag: escape '<' (and the JS line separators). */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What the server answers with the page, when it found it: the app's first render then asks for less. */
export interface PageAnswers {
  /** The organisation profile that brands the page. */
  orgProfile?: PageOrgProfile;
  /** The results page's first rate book page (decision 2128). */
  rateBook?: PageRateBook;
}

const jsonScript = (id: string, value: unknown) =>
  `<script id="${id}" type="application/json">${serialiseForScript(value)}</script>`;

/** The page with its app config and the answers sent with it. */
export function renderIndexHtml(template: string, config: WebAppConfig, answers: PageAnswers = {}): string {
  const tags = [jsonScript('app-config', config)];
  if (answers.orgProfile) tags.push(jsonScript(ORG_PROFILE_ELEMENT_ID, answers.orgProfile));
  if (answers.rateBook) {
    const { firstPicture, ...answer } = answers.rateBook;
    tags.push(jsonScript(RATE_BOOK_ELEMENT_ID, answer));
    // The first card's picture is the page's largest paint on a phone: fetched beside the scripts.
    if (firstPicture) {
      tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(firstPicture)}">`);
    }
  }
  return template.replace(APP_CONFIG_PLACEHOLDER, () => tags.join(''));
}

/** Reads the built index.html once; undefined when the web app has not been built. */
export async function loadIndexTemplate(webDistDir: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}
