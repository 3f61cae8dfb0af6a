/** JSON text as a value; undefined when there is none or it does not parse (a page's scripts). */
export function parsedJson(json: string | null | undefined): unknown {
  if (!json) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/**
 * The JSON the server sent with the page in `<script id="…" type="application/json">`: an answer to
 * one of the app's own operations, so the first render needs no round trip (decisions 0603, 2128).
 * Undefined when the page has none or it does not parse; the caller checks its shape.
 */
export function readPageAnswer(document: Document, elementId: string): unknown {
  return parsedJson(document.getElementById(elementId)?.textContent);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
