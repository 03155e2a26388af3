import Decimal from 'decimal.js';

/** One holding in the price scenario: quantity x price x multiplier (100 for an option contract). */
export interface ScenarioHolding {
  quantity: Decimal.Value;
  price: Decimal.Value;
  /** Shares per unit of quantity; 1 unless given (SHARES_PER_CONTRACT for options). */
  multiplier?: Decimal.Value;
}

/** What the holdings are worth at the scenario's prices. */
export function equityValue(holdings: readonly ScenarioHolding[]): Decimal {
  return holdings.reduce(
    (sum, holding) =>
      sum.plus(new Decimal(holding.quantity).times(holding.price).times(holding.multiplier ?? 1)),
    new Decimal(0),
  );
}

export interface ScenarioInput {
  equityValue: Decimal.Value;
  cash: Decimal.Value;
  borrowed: Decimal.Value;
  outstandingShares: Decimal.Value;
}

/** Scenario NAV = (equity value + cash - borrowed) / outstanding shares; null while there are no shares. */
export function scenarioNav({
  equityValue,
  cash,
  borrowed,
  outstandingShares,
}: ScenarioInput): Decimal | null {
  const shares = new Decimal(outstandingShares);
  if (shares.isZero()) return null;
  return new Decimal(equityValue).plus(cash).minus(borrowed).div(shares);
}

export interface NavChange {
  change: Decimal;
  /** Percent of the current NAV; null when the current NAV is 0. */
  changePercent: Decimal | null;
}

/** How far the scenario NAV is from the current NAV, in money per share and in percent. */
export function navChange(scenario: Decimal.Value, current: Decimal.Value): NavChange {
  const currentNav = new Decimal(current);
  const change = new Decimal(scenario).minus(currentNav);
  return { change, changePercent: currentNav.isZero() ? null : change.div(currentNav).times(100) };
}

export interface InvestorScenario {
  /** Shares x current NAV. */
  currentValue: Decimal;
  /** Shares x scenario NAV. */
  scenarioValue: Decimal;
  change: Decimal;
  changePercent: Decimal | null;
}

/** One investor's value now and in the scenario: investor value = shares x NAV. */
export function investorScenario(
  shares: Decimal.Value,
  current: Decimal.Value,
  scenario: Decimal.Value,
): InvestorScenario {
  const currentValue = new Decimal(shares).times(current);
  const scenarioValue = new Decimal(shares).times(scenario);
  const change = scenarioValue.minus(currentValue);
  return {
    currentValue,
    scenarioValue,
    change,
    changePercent: currentValue.isZero() ? null : change.div(currentValue).times(100),
  };
}
