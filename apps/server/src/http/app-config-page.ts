import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ORG_PROFILE_ELEMENT_ID, type PageOrgProfile } from './page-org-profile';

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

/** The page with its app config and, when found, the organisation profile that brands it. */
export function renderIndexHtml(template: string, config: WebAppConfig, orgProfile?: PageOrgProfile): string {
  const tags = [`<script id="app-config" type="application/json">${serialiseForScript(config)}</script>`];
  if (orgProfile) {
    tags.push(
      `<script id="${ORG_PROFILE_ELEMENT_ID}" type="application/json">${serialiseForScript(orgProfile)}</script>`,
    );
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
