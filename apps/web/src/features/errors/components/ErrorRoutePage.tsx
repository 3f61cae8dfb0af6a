import { ErrorPage } from './ErrorPage';

/** The /error route (lazy-loaded like every page). */
export default function ErrorRoutePage() {
  return <ErrorPage />;
}
