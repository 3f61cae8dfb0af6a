/** What the page shows, and all it shows, when the server gave no valid app configuration. */
export function AppConfigRequired() {
  return (
    <main className="lp-config-required">
      <p role="alert">APP CONFIG is required</p>
    </main>
  );
}
