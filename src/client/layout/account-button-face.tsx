import { firstName } from '../auth/first-name';

/** What the account button shows: the initial and the first name (the menu's trigger, and its stand-in). */
export function AccountButtonFace({ name }: { name: string | undefined }) {
  const shortName = firstName(name);
  return (
    <>
      <span className="account-button__avatar" aria-hidden="true">
        {shortName.charAt(0).toUpperCase()}
      </span>
      <span className="account-button__name">{shortName}</span>
      <span className="account-button__chevron" aria-hidden="true" />
    </>
  );
}
