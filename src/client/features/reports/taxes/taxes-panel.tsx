import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { formatDate } from '../../../../domain/format';
import { readFigure } from '../../../../domain/decimal-input';
import { statusLine, taxMoney } from '../../../../domain/tax/documents';
import { TAX_MESSAGES } from '../../../../domain/tax/messages';
import { ListTable } from '../../../components/list-block';
import { Notice } from '../../../components/notice';
import { ScrollRegion } from '../../../components/scroll-region';
import { useFundClock } from '../../../config/fund-clock';
import { useCanWrite } from '../shared/reports-access';
import {
  allocationsQuery,
  marksQuery,
  realizedQuery,
  useDownloadPackages,
  useDownloadRealized,
  useSaveMarks,
} from './api/tax-api';
import { OpenLotsTable } from './open-lots-table';
import { Section1256Editor } from './section-1256-editor';
import { TaxMoneyHeads } from './tax-money-heads';

/*
 * The Taxes tab (issue 28): the year's Form 8949 lines with wash sales marked, the Schedule D and
 * Form 6781 totals, the Section 1256 year-end marks, each investor's K-1 items with a check that they
 * sum to the fund's, and every investor's package as one ZIP.
 */

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');

/** Any year of the books' range; the figures follow once four digits are typed. */
function YearPicker({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const [typed, setTyped] = useState(String(year));
  return (
    <div className="field">
      <label htmlFor="tax-year" className="field__label">
        Tax year
      </label>
      <input
        id="tax-year"
        type="number"
        min={1900}
        max={2100}
        step={1}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          const next = Number(event.target.value);
          if (/^\d{4}$/.test(event.target.value) && next >= 1900 && next <= 2100) onChange(next);
        }}
      />
    </div>
  );
}

function Realized({ year }: { year: number }) {
  const realized = useQuery(realizedQuery(year));
  const download = useDownloadRealized(year);
  const data = realized.data;
  return (
    <section className="card admin-card" aria-labelledby="tax-realized-heading">
      <h3 id="tax-realized-heading">Realized gains (Form 8949)</h3>
      {data ? (
        <p className="muted" data-testid="tax-status">
          {statusLine(year, data.draft)}
        </p>
      ) : null}
      {data && data.missingMarks.length > 0 ? (
        <Notice tone="info" title="Year-end marks missing">
          <p>
            {data.missingMarks.length} Section 1256 position(s) open on December 31 have no mark: enter them
            below.
          </p>
        </Notice>
      ) : null}
      <div className="admin-download">
        <button type="button" className="button button--secondary" onClick={() => download.mutate('csv')}>
          Download CSV
        </button>
        <button type="button" className="button button--secondary" onClick={() => download.mutate('pdf')}>
          Download PDF
        </button>
      </div>
      {download.isError ? (
        <Notice tone="error" title="The file could not be downloaded">
          <p>{errorText(download.error)}</p>
        </Notice>
      ) : null}
      <ListTable
        query={realized}
        rows={data?.rows ?? []}
        loadingLabel="Loading realized gains"
        failedTitle="The realized gains could not be loaded"
        emptyText={`Nothing was sold in ${year}.`}
        name={{ labelledBy: 'tax-realized-heading' }}
        head={
          <>
            <th scope="col">Description</th>
            <th scope="col">Acquired</th>
            <th scope="col">Sold</th>
            <TaxMoneyHeads withCode />
            <th scope="col">Term</th>
          </>
        }
        row={(row) => (
          <tr
            key={`${row.description}-${row.dateAcquired}-${row.dateSold}-${row.proceeds}`}
            className={row.code === 'W' ? 'tax-wash' : undefined}
          >
            <th scope="row">{row.description}</th>
            <td>{formatDate(row.dateAcquired)}</td>
            <td>{formatDate(row.dateSold)}</td>
            <td className="num">{taxMoney(row.proceeds)}</td>
            <td className="num">{taxMoney(row.costBasis)}</td>
            <td>{row.code === 'W' ? <abbr title="Wash sale: loss disallowed">W</abbr> : ''}</td>
            <td className="num">{row.code === 'W' ? taxMoney(row.adjustment) : ''}</td>
            <td className="num">{taxMoney(row.gain)}</td>
            <td>{row.section1256 ? 'Section 1256' : row.term === 'short' ? 'Short' : 'Long'}</td>
          </tr>
        )}
      />
      {data ? (
        // Wider than a phone: it scrolls in its own box, never the page (issue 31).
        <ScrollRegion label="Totals">
          <table className="data-table" aria-label="Totals">
            <thead>
              <tr>
                <th scope="col">Totals</th>
                <TaxMoneyHeads />
              </tr>
            </thead>
            <tbody>
              {(
                [
                  ['Short-term (Schedule D, Part I)', data.totals.shortTerm],
                  ['Long-term (Schedule D, Part II)', data.totals.longTerm],
                ] as const
              ).map(([label, t]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td className="num">{taxMoney(t.proceeds)}</td>
                  <td className="num">{taxMoney(t.costBasis)}</td>
                  <td className="num">{taxMoney(t.adjustment)}</td>
                  <td className="num">{taxMoney(t.gain)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Section 1256 (Form 6781): 40% short, 60% long</th>
                <td className="num" colSpan={2}>
                  {taxMoney(data.totals.section1256.shortTerm)} short
                </td>
                <td className="num">{taxMoney(data.totals.section1256.longTerm)} long</td>
                <td className="num" data-testid="tax-1256-total">
                  {taxMoney(data.totals.section1256.gain)}
                </td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </section>
  );
}

function Marks({ year }: { year: number }) {
  const marks = useQuery(marksQuery(year));
  const canWrite = useCanWrite();
  const save = useSaveMarks(year);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const lines = marks.data?.marks ?? [];
  const submit = () => {
    const batch = Object.entries(typed)
      .filter(([, price]) => price.trim() !== '')
      .map(([id, price]) => ({ positionId: Number(id), price: price.trim() }));
    const bad = batch.find((mark) => {
      const price = readFigure(mark.price);
      return price === null || price.isNegative();
    });
    if (bad || batch.length === 0) {
      setProblem(bad ? TAX_MESSAGES.price : TAX_MESSAGES.marksRequired);
      return;
    }
    setProblem(null);
    save.mutate(batch, { onSuccess: () => setTyped({}) });
  };
  return (
    <section className="card admin-card" aria-labelledby="tax-marks-heading">
      <h3 id="tax-marks-heading">Section 1256 year-end marks</h3>
      <p className="muted">
        Positions on broad-based indexes open on December 31, {year}: each is treated as sold at its year-end
        price per share (as quoted), which becomes its basis for {year + 1}.
      </p>
      <ListTable
        query={marks}
        rows={lines}
        loadingLabel="Loading year-end positions"
        failedTitle="The year-end positions could not be loaded"
        emptyText={`No Section 1256 position was open on December 31, ${year}.`}
        name={{ labelledBy: 'tax-marks-heading' }}
        head={
          <>
            <th scope="col">Position</th>
            <th scope="col" className="num">
              Basis
            </th>
            <th scope="col" className="num">
              Mark entered
            </th>
            {canWrite ? <th scope="col">Price per share</th> : null}
          </>
        }
        row={(line) => (
          <tr key={line.positionId}>
            <th scope="row">{line.description}</th>
            <td className="num">{taxMoney(line.basis)}</td>
            <td className="num" data-testid={`tax-mark-${line.positionId}`}>
              {line.price ?? 'None'}
            </td>
            {canWrite ? (
              <td>
                <input
                  aria-label={`Year-end price per share of ${line.description}`}
                  inputMode="decimal"
                  maxLength={20}
                  value={typed[line.positionId] ?? ''}
                  onChange={(event) => setTyped({ ...typed, [line.positionId]: event.target.value })}
                />
              </td>
            ) : null}
          </tr>
        )}
      />
      {canWrite && lines.length > 0 ? (
        <button type="button" className="button" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Marks'}
        </button>
      ) : null}
      {problem ? (
        <Notice tone="error" title="Marks not saved">
          <p>{problem}</p>
        </Notice>
      ) : null}
      {save.isError ? (
        <Notice tone="error" title="Marks not saved">
          <p>{errorText(save.error)}</p>
        </Notice>
      ) : null}
      {save.isSuccess ? <Notice tone="success" title="Marks saved" /> : null}
    </section>
  );
}

function Allocations({ year }: { year: number }) {
  const allocations = useQuery(allocationsQuery(year));
  const download = useDownloadPackages(year);
  const data = allocations.data;
  const fields = ['shortTermGain', 'longTermGain', 'section1256Gain'] as const;
  const balanced = data ? fields.every((field) => data.sum[field] === data.fund[field]) : false;
  return (
    <section className="card admin-card" aria-labelledby="tax-allocations-heading">
      <h3 id="tax-allocations-heading">Investors&apos; K-1 items</h3>
      <ListTable
        query={allocations}
        rows={data?.investors ?? []}
        loadingLabel="Loading allocations"
        failedTitle="The allocations could not be loaded"
        emptyText="No investors."
        name={{ labelledBy: 'tax-allocations-heading' }}
        head={
          <>
            <th scope="col">Investor</th>
            <th scope="col" className="num">
              Box 8 short-term
            </th>
            <th scope="col" className="num">
              Box 9a long-term
            </th>
            <th scope="col" className="num">
              Box 11 C Section 1256
            </th>
            <th scope="col" className="num">
              Ending capital
            </th>
          </>
        }
        row={(investor) => (
          <tr key={investor.investorId}>
            <th scope="row">{investor.name}</th>
            <td className="num">{taxMoney(investor.shortTermGain)}</td>
            <td className="num">{taxMoney(investor.longTermGain)}</td>
            <td className="num">{taxMoney(investor.section1256Gain)}</td>
            <td className="num">{taxMoney(investor.capital.ending)}</td>
          </tr>
        )}
      />
      {data ? (
        <>
          <ScrollRegion label="Sum check">
            <table className="data-table" aria-label="Sum check">
              <tbody>
                <tr>
                  <th scope="row">Sum of investors</th>
                  {fields.map((field) => (
                    <td key={field} className="num">
                      {taxMoney(data.sum[field])}
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Fund total</th>
                  {fields.map((field) => (
                    <td key={field} className="num">
                      {taxMoney(data.fund[field])}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </ScrollRegion>
          <p data-testid="tax-sum-check" className={balanced ? 'muted' : 'error-text'}>
            {balanced
              ? 'The investors’ items sum to the fund’s totals to the cent.'
              : 'The investors’ items do not sum to the fund’s totals: items dated before any investor held units are not allocated.'}
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={download.isPending || data.investors.length === 0}
            onClick={() => download.mutate(data.investors.map((investor) => investor.investorId))}
          >
            {download.isPending ? 'Preparing ZIP...' : 'Download All Packages (ZIP)'}
          </button>
          {download.isError ? (
            <Notice tone="error" title="The packages could not be downloaded">
              <p>{errorText(download.error)}</p>
            </Notice>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export function TaxesPanel() {
  const clock = useFundClock();
  const latest = Number(clock.today().slice(0, 4));
  const [year, setYear] = useState(latest - 1);
  // The fourth digit typed paints at once; the year's sections (Form 8949's lines, hundreds of rows,
  // give way to their loaders) follow in a render of their own (decision 035).
  const shownYear = useDeferredValue(year);
  return (
    <section className="panel taxes-panel" aria-labelledby="taxes-heading">
      <h2 id="taxes-heading">Taxes</h2>
      <p className="muted">
        The fund&apos;s realized gains for the tax preparer (Form 8949, Schedule D, Form 6781) and each
        investor&apos;s share (Schedule K-1 items).
      </p>
      <YearPicker year={year} onChange={setYear} />
      <Realized year={shownYear} />
      <Marks year={shownYear} />
      <OpenLotsTable year={shownYear} />
      <Allocations year={shownYear} />
      <Section1256Editor />
    </section>
  );
}
