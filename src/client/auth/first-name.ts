/** The account button's label: the first word of the user's name, or 'Account' when there is none. */
export function firstName(name: string | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : 'Account';
}
