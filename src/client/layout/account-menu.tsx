import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { AccessUser } from '../auth/access';
import { AccountButtonFace } from './account-button-face';

interface AccountMenuProps {
  user: Pick<AccessUser, 'name' | 'email'>;
  onLogout: () => void;
  /** Held by SessionControls, so a press on the button's stand-in opens the menu when it arrives. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Radix gives the menu its keyboard handling, focus return and outside-click closing. */
export function AccountMenu({ user, onLogout, open, onOpenChange }: AccountMenuProps) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        className="account-button"
        // Radix opens on pointer down and on Enter, Space and ArrowDown. A click with no pointer
        // behind it (detail 0: voice control, a screen reader's activation, a press made before the
        // page was live and replayed, ssr/early-clicks.ts) opens it too; it never closes it.
        onClick={(event) => {
          if (event.detail === 0) onOpenChange(true);
        }}
      >
        <AccountButtonFace name={user.name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={8} collisionPadding={8}>
          <DropdownMenu.Label className="menu__label">
            <span className="menu__name">{user.name?.trim() || 'User'}</span>
            {user.email ? <span className="menu__email">{user.email}</span> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={onLogout}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
