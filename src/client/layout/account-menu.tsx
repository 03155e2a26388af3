import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { AccessUser } from '../auth/access';
import { AccountButtonFace } from './account-button-face';

interface AccountMenuProps {
  user: Pick<AccessUser, 'name' | 'email'>;
  onLogout: () => void;
}

/** Radix gives the menu its keyboard handling, focus return and outside-click closing. */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="account-button">
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
