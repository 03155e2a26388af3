import Decimal from 'decimal.js';
import { formatCurrency, formatDate, formatNavPerUnit, formatUnits } from '../../../domain/format';
import type { FormEvent } from 'react';
import { parseDecimal } from '../../../domain/decimal-input';
import { SHARES_INPUT_STEP } from '../../../domain/investors/constants';
import { REQUEST_KINDS, type RequestKind } from '../../../domain/requests/constants';
import { requestSummary } from '../../../domain/requests/labels';
import { redemptionLimitProblem } from '../../../domain/requests/limits';
import { REQUEST_NOTE_MAX } from '../../../domain/requests/constants';
import {
  REDEEM_BY,
  requestBody,
  type RedeemBy,
  type RequestForm,
} from '../../../domain/requests/request-form';
import {
  requestCreateSchema,
  type CapitalRequest,
  type RedemptionAvailability,
} from '../../../domain/requests/schemas';
import { MoneyField, NumberField, TextAreaField } from '../../components/form/field';
import { checkedBody } from '../../components/form/first-issue';
import { FormMessage } from '../../components/form/form-message';
import { failureMessage, reasonOr } from '../../components/form/message';
import { useForm } from '../../components/form/use-form';
import { SegmentedControl } from '../../components/segmented-control';
import { useCreateRequest } from './account-api';
import { ACCOUNT_TEXTS } from './account-texts';

const PREFIX = 'request-';
const KIND_LABELS: Record<RequestKind, string> = {
  subscription: ACCOUNT_TEXTS.subscribe,
  redemption: ACCOUNT_TEXTS.redeem,
};
const BY_LABELS: Record<RedeemBy, string> = {
  amount: ACCOUNT_TEXTS.redeemAmount,
  shares: ACCOUNT_TEXTS.redeemShares,
};
const EMPTY: RequestForm = { kind: 'subscription', by: 'amount', amount: '', shares: '', note: '' };

/** What a redemption asked now may take and when it deals, shown before it is sent. */
function RedemptionFacts({ availability }: { availability: RedemptionAvailability }) {
  const available = new Decimal(availability.availableShares);
  const nav = availability.navPerUnit === null ? null : new Decimal(availability.navPerUnit);
  return (
    <dl className="request-facts" id={`${PREFIX}facts`}>
      <div>
        <dt>{ACCOUNT_TEXTS.available}</dt>
        <dd>
          <span className="figure">{formatUnits(available)}</span> shares
          {nav ? (
            <>
              {' (about '}
              <span className="figure">{formatCurrency(available.times(nav))}</span> at{' '}
              <span className="figure">{formatNavPerUnit(nav)}</span> a unit)
            </>
          ) : null}
          <span className="request-facts__detail">
            <span className="figure">{formatUnits(new Decimal(availability.sharesHeld))}</span> held, less{' '}
            <span className="figure">{formatUnits(new Decimal(availability.pendingShares))}</span> in pending
            redemptions
          </span>
        </dd>
      </div>
      <div>
        <dt>{ACCOUNT_TEXTS.earliestDealing}</dt>
        <dd>
          <span className="figure">{formatDate(availability.earliestDealingDate)}</span>
          <span className="request-facts__detail">
            The first quarter end at least {availability.noticeDays} days from today
          </span>
        </dd>
      </div>
    </dl>
  );
}

/**
 * The portal's request form (docs/requirements.md#req-investor): a subscription in dollars, or a
 * redemption in dollars or shares (one of the two, chosen first), with what may be redeemed and the
 * earliest dealing date in view. Checked with the route's schema and the same limit as the server.
 */
export function RequestFormSection({
  sub,
  availability,
}: {
  sub: string;
  availability: RedemptionAvailability | undefined;
}) {
  const form = useForm<RequestForm>(PREFIX, EMPTY);
  const create = useCreateRequest(sub);
  const { values, set, field } = form;
  const redemption = values.kind === 'redemption';
  const inShares = redemption && values.by === 'shares';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.accept(checkedBody(requestCreateSchema, requestBody(values)));
    if (body === null) return;
    if (redemption && availability) {
      const asked = {
        kind: 'redemption' as const,
        amount: inShares ? null : parseDecimal(body.amount),
        shares: inShares ? parseDecimal(body.shares) : null,
      };
      const nav = availability.navPerUnit === null ? null : new Decimal(availability.navPerUnit);
      const problem = redemptionLimitProblem(asked, new Decimal(availability.availableShares), nav);
      if (problem !== null) {
        form.fail({ message: problem, field: inShares ? 'shares' : 'amount' });
        return;
      }
    }
    create.mutate(body, {
      onSuccess: (created: CapitalRequest) => {
        form.setValues({ ...EMPTY, kind: values.kind, by: values.by });
        form.report({
          tone: 'success',
          text: ACCOUNT_TEXTS.sent,
          detail: `${requestSummary(created)}. Earliest dealing date: ${formatDate(created.earliestDealingDate)}.`,
        });
      },
      onError: (error) => form.report(failureMessage(error, reasonOr(ACCOUNT_TEXTS.sendFailed))),
    });
  };

  return (
    <form
      className="request-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="new-request-heading"
      aria-busy={create.isPending || undefined}
    >
      <h3 id="new-request-heading" className="account-section__subhead">
        {ACCOUNT_TEXTS.newRequest}
      </h3>
      <SegmentedControl
        legend={ACCOUNT_TEXTS.kindLegend}
        options={REQUEST_KINDS}
        labels={KIND_LABELS}
        value={values.kind}
        onChange={(kind) => {
          form.clear();
          set('kind')(kind);
        }}
      />
      {redemption ? (
        <>
          <SegmentedControl
            legend={ACCOUNT_TEXTS.redeemByLegend}
            options={REDEEM_BY}
            labels={BY_LABELS}
            value={values.by}
            onChange={(by) => {
              form.clear();
              set('by')(by);
            }}
          />
          {availability ? <RedemptionFacts availability={availability} /> : null}
        </>
      ) : (
        <p className="account-section__note">{ACCOUNT_TEXTS.subscriptionDealing}</p>
      )}
      {inShares ? (
        <NumberField
          {...field('shares')}
          label={ACCOUNT_TEXTS.shares}
          value={values.shares}
          onChange={set('shares')}
          step={SHARES_INPUT_STEP}
          min="0"
          hint={ACCOUNT_TEXTS.sharesHint}
        />
      ) : (
        <MoneyField
          {...field('amount')}
          label={ACCOUNT_TEXTS.amount}
          value={values.amount}
          onChange={set('amount')}
        />
      )}
      <TextAreaField
        {...field('note')}
        label={ACCOUNT_TEXTS.note}
        value={values.note}
        onChange={set('note')}
        maxLength={REQUEST_NOTE_MAX}
        hint={ACCOUNT_TEXTS.noteHint}
      />
      <FormMessage id={form.errorId} message={form.message} />
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? ACCOUNT_TEXTS.sending : ACCOUNT_TEXTS.send}
      </button>
    </form>
  );
}
