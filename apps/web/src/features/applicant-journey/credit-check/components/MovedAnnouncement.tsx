import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** The state a screen that moved on by itself hands the next one, so that it is announced. */
export const MOVED_STATE = { movedOn: true } as const;

/**
 * A polite live region (role=status) that says what the screen now shows when it changed by itself
 * (decision 2083): the outcome changed under the reader, or the page was opened by a move. It says
 * nothing on an ordinary first visit.
 */
export function MovedAnnouncement({ screen, text }: { screen: string; text: string }) {
  const location = useLocation();
  const arrivedByMove = (location.state as { movedOn?: boolean } | null)?.movedOn === true;
  const [first] = useState(screen);
  const region = useRef<HTMLParagraphElement>(null);
  // Written once the region is in the page: a live region's first content is not read out.
  useEffect(() => {
    if (region.current && (screen !== first || arrivedByMove)) region.current.textContent = text;
  }, [arrivedByMove, first, screen, text]);
  return <p ref={region} role="status" className="lp-visually-hidden" />;
}
