import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { ListBlock, ListTable, type ListQuery } from './list-block';

const loaded: ListQuery = { isPending: false, isError: false, error: null, refetch: () => undefined };

function render(query: ListQuery, rows: readonly string[], scroll = true): string {
  return renderToStaticMarkup(
    <ListBlock
      query={query}
      rows={rows}
      loadingLabel="Loading fee runs"
      failedTitle="The fee data could not be loaded."
      emptyText="No fee run yet."
      scroll={scroll ? { labelledBy: 'runs-heading' } : undefined}
    >
      {(items) => (
        <table>
          <tbody>
            {items.map((item) => (
              <tr key={item}>
                <td>{item}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListBlock>,
  );
}

describe('ListBlock: one way to show a list', () => {
  it('announces the loading politely, and shows nothing else', () => {
    const html = render({ ...loaded, isPending: true }, ['Q1 2025']);
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading fee runs');
    expect(html).not.toContain('<table');
  });

  it('announces a failure at once, with the server’s reason and Try Again', () => {
    const error = new ApiError(500, 'The database is not answering');
    const html = render({ ...loaded, isError: true, error }, []);
    expect(html).toContain('role="alert"');
    expect(html).toContain('The fee data could not be loaded.');
    expect(html).toContain('The database is not answering');
    expect(html).toContain('>Try Again</button>');
    expect(html).not.toContain('No fee run yet.');
  });

  it('says the server could not be reached when the call never got an answer', () => {
    const html = render({ ...loaded, isError: true, error: new TypeError('Failed to fetch') }, []);
    expect(html).toContain('The server could not be reached.');
  });

  it('keeps the rows it had when a refresh fails', () => {
    const html = render({ ...loaded, isError: true, error: new TypeError('Failed to fetch') }, ['Q1 2025']);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<td>Q1 2025</td>');
  });

  it('shows the empty text of an empty list', () => {
    const html = render(loaded, []);
    expect(html).toBe('<p class="muted">No fee run yet.</p>');
  });

  it('keeps a table a table, in a keyboard-scrollable region named by its heading', () => {
    const html = render(loaded, ['Q1 2025', 'Q2 2025']);
    expect(html).toMatch(
      /^<div class="table-scroll" role="region" aria-labelledby="runs-heading" tabindex="0"><table>/,
    );
    expect(html.match(/<tr>/g)).toHaveLength(2);
  });

  it('leaves a list that wraps without a scroll region', () => {
    expect(render(loaded, ['Q1 2025'], false)).toBe(
      '<table><tbody><tr><td>Q1 2025</td></tr></tbody></table>',
    );
  });
});

describe('ListTable: a list block whose list is a data table', () => {
  const table = (name: { labelledBy: string } | { label: string }) =>
    renderToStaticMarkup(
      <ListTable
        query={loaded}
        rows={['Q1 2025']}
        loadingLabel="Loading closed quarters"
        failedTitle="The fee data could not be loaded."
        emptyText="No quarter is closed."
        name={name}
        head={<th scope="col">Quarter</th>}
        row={(quarter) => (
          <tr key={quarter}>
            <th scope="row">{quarter}</th>
          </tr>
        )}
      />,
    );

  it('names the table by its heading, and gives it a header row and a body', () => {
    expect(table({ labelledBy: 'closed-heading' })).toBe(
      '<div class="table-scroll" role="region" aria-labelledby="closed-heading" tabindex="0">' +
        '<table class="data-table" aria-labelledby="closed-heading"><thead><tr><th scope="col">Quarter</th></tr></thead>' +
        '<tbody><tr><th scope="row">Q1 2025</th></tr></tbody></table></div>',
    );
  });

  it('names a table without a heading by a caption a screen reader reads', () => {
    expect(table({ label: 'Closed quarters' })).toContain(
      '<table class="data-table"><caption class="visually-hidden">Closed quarters</caption>',
    );
  });
});
