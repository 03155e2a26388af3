import { Loader } from '../../../components/loader';
import { Notice } from '../../../components/notice';
import { PageTitle } from '../../../components/page-title';
import { LOAD_FAILED, PERFORMANCE_ERROR } from '../../../messages';
import { usePerformance } from '../../../api/public/get-performance';
import { PerformanceView } from './performance-view';

/** /about/performance. */
export function PerformancePage() {
  const performance = usePerformance();
  const { data } = performance;

  let body;
  if (performance.isPending) {
    body = <Loader label="Loading performance" />;
  } else if (!data || data.error !== undefined || data.navData.length === 0) {
    // docs/requirements.md#pub-performance: missing or failed data gets the error panel, and its text if any.
    const text = data ? data.error || PERFORMANCE_ERROR.unavailable : LOAD_FAILED.performance;
    body = (
      <Notice
        tone="error"
        title={PERFORMANCE_ERROR.title}
        actions={
          performance.isError ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void performance.refetch()}
            >
              Try Again
            </button>
          ) : null
        }
      >
        <p>{text}</p>
      </Notice>
    );
  } else {
    body = <PerformanceView data={data} />;
  }

  return (
    <section className="page container performance" aria-labelledby="performance-heading">
      <PageTitle title="Performance" />
      <h1 id="performance-heading">Performance</h1>
      <p className="page__lead">How the fund has done against the S&amp;P 500.</p>
      {body}
    </section>
  );
}
