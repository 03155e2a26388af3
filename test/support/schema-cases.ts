/*
 * Bad values for every field of a payload, generated from its JSON Schema (the one Zod produces, and
 * so the one /api/openapi.json shows): each text field gets a NUL, a C0 and a C1 control character, a
 * lone UTF-16 surrogate and a value one past its maxLength; each list of texts the same in one item and one item too many;
 * each date field (`x-date`, see src/domain/date-range.ts) a year-0 and a year-2101 value. A text
 * field without a declared limit is reported, so a new field cannot slip in without one.
 */

export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  'x-date'?: string;
}

export interface BadCase {
  /** 'ticker: NUL'. */
  name: string;
  field: string;
  value: unknown;
}

/** The schema and every branch below it (anyOf, oneOf, allOf), flattened. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [schema, ...nested.flatMap(branchesOf)];
}

const isType = (schema: JsonSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** The object branch a body fits: every required property present. */
export function objectBranchFor(schema: JsonSchema, body: Record<string, unknown>): JsonSchema {
  const objects = branchesOf(schema).filter((branch) => branch.properties !== undefined);
  const fits = objects.filter((branch) => (branch.required ?? []).every((name) => name in body));
  const best = fits.sort((a, b) => (b.required?.length ?? 0) - (a.required?.length ?? 0))[0];
  if (!best) throw new Error(`no object schema fits the baseline ${JSON.stringify(body)}`);
  return best;
}

const CONTROL_VALUES: [string, string][] = [
  ['NUL', 'A\u0000B'],
  ['C0 control (BEL)', 'A\u0007B'],
  ['C1 control (CSI)', 'A\u009bB'],
  // Not a control, and no character at all: the database cannot hold it (src/domain/text-input.ts).
  ['lone surrogate', 'A\ud800B'],
];

/** Text is bounded by a length, a list of values or a well-known format; anything else is a defect. */
const isBounded = (text: JsonSchema) =>
  text.maxLength !== undefined ||
  text.enum !== undefined ||
  text.const !== undefined ||
  text.format !== undefined;

function yearCases(notation: string): [string, string][] {
  const write = (year: string) => {
    switch (notation) {
      case 'YYYY-MM-DD':
        return `${year}-01-01`;
      case 'MM/DD/YYYY':
        return `01/01/${year}`;
      case 'YYYY':
        return year;
      case 'Q#_YYYY':
        return `Q1_${year}`;
      default:
        throw new Error(`unknown date notation ${notation}`);
    }
  };
  return [
    ['year 0', write('0000')],
    ['year 2101', write('2101')],
  ];
}

export interface GeneratedCases {
  cases: BadCase[];
  /** Text fields without a declared limit: 'comments'. */
  unbounded: string[];
}

/** The bad cases of every property of `object` (an object schema). */
export function badCases(object: JsonSchema): GeneratedCases {
  const cases: BadCase[] = [];
  const unbounded: string[] = [];
  for (const [field, property] of Object.entries(object.properties ?? {})) {
    const branches = branchesOf(property);
    const texts = branches.filter((branch) => isType(branch, 'string'));
    for (const text of texts) {
      for (const [name, value] of CONTROL_VALUES) cases.push({ name: `${field}: ${name}`, field, value });
      if (text.maxLength !== undefined)
        cases.push({
          name: `${field}: ${text.maxLength + 1} characters`,
          field,
          value: 'x'.repeat(text.maxLength + 1),
        });
      if (!isBounded(text)) unbounded.push(field);
    }
    const lists = branches.filter((branch) => isType(branch, 'array') && branch.items !== undefined);
    for (const list of lists) {
      const item = list.items!;
      if (!isType(item, 'string')) continue;
      for (const [name, value] of CONTROL_VALUES)
        cases.push({ name: `${field}[0]: ${name}`, field, value: [value] });
      if (item.maxLength !== undefined)
        cases.push({ name: `${field}[0]: too long`, field, value: ['x'.repeat(item.maxLength + 1)] });
      else if (!isBounded(item)) unbounded.push(`${field}[]`);
      if (list.maxItems !== undefined)
        cases.push({
          name: `${field}: ${list.maxItems + 1} items`,
          field,
          value: Array.from({ length: list.maxItems + 1 }, (_, index) => `Item ${index}`),
        });
      else unbounded.push(`${field} (items)`);
    }
    const notation = branches.map((branch) => branch['x-date']).find((value) => value !== undefined);
    if (notation !== undefined) {
      for (const [name, value] of yearCases(notation))
        cases.push({ name: `${field}: ${name}`, field, value });
    }
  }
  return { cases, unbounded: [...new Set(unbounded)] };
}
