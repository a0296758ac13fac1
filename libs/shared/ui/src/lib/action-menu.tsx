import { useState, type ReactNode } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { CellButton, cellIcons } from './cell-button';
import { uiMessages } from './messages';

export interface ActionMenuItem {
  label: string;
  onClick: () => void;
  /** Leaves the item out (e.g. 'Ghi chú' on a cancelled order). */
  hidden?: boolean;
  disabled?: boolean;
  color?: 'error' | 'primary' | 'success' | 'warning';
  icon?: ReactNode;
}

export interface ActionMenuProps {
  items: ActionMenuItem[];
  /** Accessible name of the button; defaults to 'Thao tác'. */
  label?: string;
}

/**
 * The kebab button of a table row, opening its actions. Renders nothing when every item is hidden.
 * Light while closed (a `CellButton`); the menu mounts when opened.
 */
export function ActionMenu({ items, label = uiMessages.actions }: ActionMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const visible = items.filter((item) => !item.hidden);
  if (visible.length === 0) return null;
  return (
    <>
      <CellButton
        label={label}
        iconPath={cellIcons.moreVert}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      />
      {anchor && (
        <Menu
          anchorEl={anchor}
          open
          onClose={() => setAnchor(null)}
          onClick={(event) => event.stopPropagation()}
        >
          {visible.map((item) => (
            <MenuItem
              key={item.label}
              disabled={item.disabled}
              sx={item.color ? { color: `${item.color}.main` } : undefined}
              onClick={() => {
                setAnchor(null);
                item.onClick();
              }}
            >
              {item.icon && (
                <ListItemIcon sx={item.color ? { color: 'inherit' } : undefined}>
                  {item.icon}
                </ListItemIcon>
              )}
              <ListItemText>{item.label}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
