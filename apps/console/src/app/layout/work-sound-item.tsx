import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { messages } from '../messages';
import { readWorkSound, storeWorkSound } from './work-sound';

/**
 * The avatar menu's switch of the chime for new work (issue 28): off by default, remembered per
 * person in this browser. The chime's code loads when it first plays.
 */
export function WorkSoundItem({ accountId }: { accountId: string }) {
  const [on, setOn] = useState(() => readWorkSound(accountId));
  const toggle = () => {
    storeWorkSound(accountId, !on);
    setOn(!on);
    // Turning it on plays it once: what it sounds like (and the click lets the browser play audio).
    if (!on) void import('./chime').then((m) => m.playChime());
  };
  return (
    <MenuItem role="menuitemcheckbox" aria-checked={on} onClick={toggle}>
      {/* No icon of its own (the page would carry it): aligned with the others. */}
      <ListItemIcon />
      {messages.workSound}
      {/* Seen; read as the item's checked state. */}
      <Box
        component="span"
        aria-hidden
        sx={{ ml: 'auto', pl: 2, color: 'text.secondary', fontSize: 13 }}
      >
        {on ? messages.on : messages.off}
      </Box>
    </MenuItem>
  );
}
