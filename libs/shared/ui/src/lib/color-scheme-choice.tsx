import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import type { ColorSchemeMode } from './color-scheme';
import { uiMessages } from './messages';

const choices: readonly ColorSchemeMode[] = ['light', 'dark', 'system'];

/**
 * 'Giao diện': Sáng / Tối / Theo hệ thống, three radio items for a menu (the top bar's account
 * menu). The choice is MUI's `useColorScheme` mode, remembered in this browser; 'Theo hệ thống'
 * (the default) follows the system's setting, also when it changes.
 */
export function ColorSchemeChoice() {
  const { mode, setMode } = useColorScheme();
  const current = mode ?? 'system';
  return [
    // A heading, not an item of the menu (a menu holds only its items): each item says it too.
    <ListSubheader
      key="heading"
      role="presentation"
      sx={{ lineHeight: '32px', bgcolor: 'transparent' }}
    >
      {uiMessages.colorScheme.heading}
    </ListSubheader>,
    ...choices.map((choice) => (
      <MenuItem
        key={choice}
        role="menuitemradio"
        aria-checked={current === choice}
        aria-label={`${uiMessages.colorScheme.heading}: ${uiMessages.colorScheme[choice]}`}
        onClick={() => setMode(choice)}
      >
        <ListItemIcon>{current === choice && <CheckIcon fontSize="small" />}</ListItemIcon>
        {uiMessages.colorScheme[choice]}
      </MenuItem>
    )),
  ];
}
