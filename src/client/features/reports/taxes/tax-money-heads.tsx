/**
 * The money columns of Form 8949 as the Taxes tab heads them, in the form's order; the realized list
 * puts the adjustment code (column f) between the basis and the adjustment, as the form does.
 */
export function TaxMoneyHeads({ withCode = false }: { withCode?: boolean }) {
  return (
    <>
      <th scope="col" className="num">
        Proceeds
      </th>
      <th scope="col" className="num">
        Cost basis
      </th>
      {withCode ? <th scope="col">Code</th> : null}
      <th scope="col" className="num">
        Adjustment
      </th>
      <th scope="col" className="num">
        Gain or loss
      </th>
    </>
  );
}
