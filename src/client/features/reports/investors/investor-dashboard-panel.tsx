/** Placeholder for the Investor Dashboard panel; its content comes in a later change. */
export function InvestorDashboardPanel() {
  return (
    <section className="panel" aria-labelledby="investor-dashboard-heading">
      <h2 id="investor-dashboard-heading">Investor Dashboard</h2>
      <p className="page__lead">Select an investor to see their performance, history and documents.</p>
    </section>
  );
}
