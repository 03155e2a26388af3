import type Decimal from 'decimal.js';
import { formatMoney3, formatPercent } from '../../../../domain/format';
import { investorScenario } from '../../../../domain/investors/scenario';
import type { Investor } from '../../../../domain/investors/schemas';
import { ScrollRegion } from '../../../components/scroll-region';
import { signedMoney3, toneOf } from './signed';

interface ScenarioInvestorsProps {
  investors: readonly Investor[];
  currentNav: Decimal;
  scenarioNav: Decimal;
}

/** Each investor's holding at the current NAV and at the scenario NAV (shares x NAV). */
export function ScenarioInvestors({ investors, currentNav, scenarioNav }: ScenarioInvestorsProps) {
  return (
    <>
      <h4 id="scenario-investors-heading" className="metrics-subheading">
        Scenario by Investor
      </h4>
      <ScrollRegion labelledBy="scenario-investors-heading">
        <table className="data-table" aria-labelledby="scenario-investors-heading">
          <thead>
            <tr>
              <th scope="col">Investor</th>
              <th scope="col" className="num">
                Shares
              </th>
              <th scope="col" className="num">
                Current Value ($)
              </th>
              <th scope="col" className="num">
                Scenario Value ($)
              </th>
              <th scope="col" className="num">
                Change ($)
              </th>
              <th scope="col" className="num">
                Change
              </th>
            </tr>
          </thead>
          <tbody>
            {investors.map((investor) => {
              const figures = investorScenario(investor.totalShares, currentNav, scenarioNav);
              const tone = toneOf(figures.change);
              return (
                <tr key={investor.id}>
                  <th scope="row">{investor.name}</th>
                  <td className="num">{formatMoney3(investor.totalShares)}</td>
                  <td className="num">{formatMoney3(figures.currentValue.toNumber())}</td>
                  <td className="num">{formatMoney3(figures.scenarioValue.toNumber())}</td>
                  <td className={`num ${tone}`}>{signedMoney3(figures.change)}</td>
                  <td className={`num ${tone}`}>
                    {figures.changePercent ? formatPercent(figures.changePercent.toNumber()) : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
