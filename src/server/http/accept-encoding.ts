/** The content codings the server produces, best first when a client weighs them equally. */
export const CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CODINGS)[number];

function weights(header: string): Map<string, number> {
  const byName = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    let name = rawName.trim().toLowerCase();
    if (name === '') continue;
    if (name === 'x-gzip') name = 'gzip';
    let weight = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      const q = Number(value.trim());
      // A weight outside 0..1 is malformed: treated as "not acceptable" rather than guessed at.
      weight = value.trim() !== '' && q >= 0 && q <= 1 ? q : 0;
    }
    if (!byName.has(name)) byName.set(name, weight);
  }
  return byName;
}

const KNOWN_HEADERS = 256;
const remembered = new Map<string, readonly ContentCoding[]>();
const NONE: readonly ContentCoding[] = Object.freeze([]);

function leastWeight(byName: Map<string, number>): number {
  let least = 1;
  for (const weight of byName.values()) least = Math.min(least, weight);
  return least;
}

/**
 * The codings an Accept-Encoding header allows (RFC 9110 section 12.5.3), best first, br before gzip
 * on a tie; empty when identity should be sent: the header is missing, allows neither, or weighs
 * identity higher. A coding not named takes the weight of `*`; identity not named ranks with the
 * least-weighted coding named, so "gzip;q=0.5" still gets gzip. Browsers send the same few headers
 * over and over, so answers are remembered (only headers of a browser's size, so no caller can fill
 * the memory with them).
 */
export function acceptedEncodings(header: string | string[] | undefined): readonly ContentCoding[] {
  if (header === undefined) return NONE;
  const text = Array.isArray(header) ? header.join(',') : header;
  let known = remembered.get(text);
  if (known) return known;
  const byName = weights(text);
  const star = byName.get('*');
  const weight = (coding: ContentCoding) => byName.get(coding) ?? star ?? 0;
  const identity = byName.size === 0 ? 1 : (byName.get('identity') ?? star ?? leastWeight(byName));
  known = Object.freeze(
    CODINGS.filter((coding) => weight(coding) > 0 && weight(coding) >= identity).sort(
      (a, b) => weight(b) - weight(a),
    ),
  );
  if (text.length <= 200) {
    if (remembered.size >= KNOWN_HEADERS) remembered.clear();
    remembered.set(text, known);
  }
  return known;
}

/** The one coding to answer with, or identity. */
export function chooseEncoding(header: string | string[] | undefined): ContentCoding | 'identity' {
  return acceptedEncodings(header)[0] ?? 'identity';
}
