/** One figure of the account: label, value, unit. */
export type Figure = readonly [label: string, value: string, unit: string];

/** The account's figures as a description list, each value with its unit. */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="account-figures">
      {figures.map(([label, value, unit]) => (
        <div className="account-figures__item" key={label} data-figure={label}>
          <dt>{label}</dt>
          <dd>
            <span className="account-figures__value">{value}</span>{' '}
            <span className="account-figures__unit">{unit}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
