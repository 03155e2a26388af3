/** Placeholder for the Share Distribution Metrics panel; its content comes in a later change. */
export function MetricsPanel() {
  return (
    <section className="panel" aria-labelledby="metrics-heading">
      <h2 id="metrics-heading">Share Distribution Metrics</h2>
      <p className="page__lead">How the fund&apos;s shares are distributed among investors.</p>
    </section>
  );
}
