/**
 * The JSON the server sent with the page in `<script id="…" type="application/json">`: an answer to
 * one of the app's own operations, so the first render needs no round trip (decisions 0603, 2128).
 * Undefined when the page has none or it does not parse; the caller checks its shape.
 */
export function readPageAnswer(document: Document, elementId: string): unknown {
  const json = document.getElementById(elementId)?.textContent;
  if (!json) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
