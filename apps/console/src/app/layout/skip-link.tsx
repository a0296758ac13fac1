import Box from '@mui/material/Box';
import { messages } from '../messages';

/** The id of the page's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Bỏ qua đến nội dung chính': the first stop of the Tab key (WCAG 2.4.1), out of sight until it
 * has the focus; it moves the focus to the page's content, past the top bar and the side menu.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(e) => {
        // The focus moves, the URL keeps no '#main-content'.
        e.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 500,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {messages.skipToContent}
    </Box>
  );
}
