import { MoneyField, SelectField } from '../../../../components/form/field';
import { ExpirationField } from './trade-fields';

export const ACTION_OPTIONS = [
  ['STO', 'STO (sell to open)'],
  ['BTO', 'BTO (buy to open)'],
] as const;

export const OPTION_TYPE_OPTIONS = [
  ['P', 'Put (P)'],
  ['C', 'Call (C)'],
] as const;

export interface ContractTerms {
  action: string;
  expirationDate: string;
  strike: string;
  optionType: string;
}

interface ContractTermsFieldsProps {
  values: ContractTerms;
  /** The id, error id and invalid flag of a field, as the dialog's form sees it. */
  field: (name: keyof ContractTerms) => { id: string; errorId: string; invalid: boolean };
  set: (name: keyof ContractTerms) => (value: string) => void;
}

/** Action, expiration, strike and call or put: the terms of a theta or option contract. */
export function ContractTermsFields({ values, field, set }: ContractTermsFieldsProps) {
  return (
    <>
      <SelectField
        {...field('action')}
        label="Action"
        value={values.action}
        onChange={set('action')}
        options={ACTION_OPTIONS}
      />
      <ExpirationField
        {...field('expirationDate')}
        label="Expiration Date"
        value={values.expirationDate}
        onChange={set('expirationDate')}
      />
      <MoneyField
        {...field('strike')}
        label="Strike Price ($)"
        value={values.strike}
        onChange={set('strike')}
      />
      <SelectField
        {...field('optionType')}
        label="Call or Put"
        value={values.optionType}
        onChange={set('optionType')}
        options={OPTION_TYPE_OPTIONS}
      />
    </>
  );
}
