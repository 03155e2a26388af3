/** Placeholder for the Fund Administration Tools panel; its content comes in a later change. */
export function AdminToolsPanel() {
  return (
    <section className="panel" aria-labelledby="admin-tools-heading">
      <h2 id="admin-tools-heading">Fund Administration Tools</h2>
      <p className="page__lead">Investors, NAV and shares.</p>
    </section>
  );
}
