/*
 * What compose hands a container for `${...}` in compose.yaml: ${VAR}, ${VAR:-default}, ${VAR-default},
 * ${VAR:?message} and ${VAR?message} from the project's .env, `$$` a literal dollar. The value is put in
 * as it is: no quoting, no encoding (which is why a password must never be pasted into a URL).
 */
export function interpolate(value: string, vars: Record<string, string | undefined>): string {
  return value.replace(/\$\$|\$\{(\w+)(?:(:?)([-?])([^}]*))?\}/g, (whole, name, colon, kind, rest) => {
    if (whole === '$$') return '$';
    const set = vars[name] !== undefined && (colon !== ':' || vars[name] !== '');
    if (set) return vars[name]!;
    if (kind === '?') throw new Error(`compose refuses to start: ${rest || `${name} is required`}`);
    if (kind === '-') return rest as string;
    return '';
  });
}

/** A service's `environment:` as the container sees it. */
export function containerEnvironment(
  environment: Record<string, string | number | boolean | null> | undefined,
  vars: Record<string, string | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment ?? {}).map(([name, value]) => [name, interpolate(String(value ?? ''), vars)]),
  );
}
