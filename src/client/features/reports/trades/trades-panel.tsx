/** Placeholder for the Quarterly Trades panel; its content comes in a later change. */
export function TradesPanel() {
  return (
    <section className="panel" aria-labelledby="trades-heading">
      <h2 id="trades-heading">Quarterly Trades</h2>
      <p className="page__lead">Positions and trades for the selected quarter.</p>
    </section>
  );
}
