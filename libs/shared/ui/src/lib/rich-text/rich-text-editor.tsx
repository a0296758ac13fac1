import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
} from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $createHeadingNode, $isHeadingNode, HeadingNode, QuoteNode } from '@lexical/rich-text';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  type EditorState,
  type LexicalEditor,
} from 'lexical';
import { useRef, useState, type ReactNode } from 'react';
import { uiMessages } from '../messages';
import { $createImageNode, ImageNode } from './image-node';

const m = uiMessages.editor;

/** What the editor hands up on each change: the HTML, and whether it says anything. */
export interface EditorValue {
  html: string;
  empty: boolean;
}

export interface RichTextEditorProps {
  onChange: (value: EditorValue) => void;
  /** Uploads an inline image and answers its URL. */
  uploadImage: (file: File) => Promise<string>;
  onUploadError: (message: string) => void;
  label: string;
  error?: boolean;
  /** The HTML (or plain text, a paragraph a line) the editor starts with. */
  initialHtml?: string;
}

/**
 * Loads `html` into the editor: lexical reads it through a parsed, inert document and keeps only
 * what its nodes know (text formatting, headings, lists, links, images); scripts, styles and event
 * handlers never reach the page. Text without a tag is taken a paragraph a line.
 */
function $loadHtml(editor: LexicalEditor, html: string) {
  const source = /<[a-z][^>]*>/i.test(html)
    ? html
    : html
        .split(/\r?\n/)
        .map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`)
        .join('');
  const dom = new DOMParser().parseFromString(source, 'text/html');
  const root = $getRoot();
  root.clear();
  root.select();
  $insertNodes($generateNodesFromDOM(editor, dom));
}

const theme = {
  text: { bold: 'rt-bold', italic: 'rt-italic' },
  heading: { h2: 'rt-h2' },
};

function ToolButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        sx={{ fontSize: 14, minWidth: 32, borderRadius: 1 }}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

function toggleHeading(editor: LexicalEditor) {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    const blocks = new Set(selection.getNodes().map((n) => n.getTopLevelElementOrThrow()));
    for (const block of blocks) {
      const next = $isHeadingNode(block) ? $createParagraphNode() : $createHeadingNode('h2');
      block.replace(next, true);
    }
  });
}

function Toolbar({
  uploadImage,
  onUploadError,
}: Pick<RichTextEditorProps, 'uploadImage' | 'onUploadError'>) {
  const [editor] = useLexicalComposerContext();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const toggleLink = () => {
    let current: string | null = null;
    editor.getEditorState().read(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const parent = selection.anchor.getNode().getParent();
      if ($isLinkNode(parent)) current = parent.getURL();
    });
    if (current) {
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
      return;
    }
    const url = window.prompt(m.linkPrompt, 'https://');
    if (url && /^(https?:\/\/|mailto:)/i.test(url.trim())) {
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, url.trim());
    }
  };

  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      onUploadError(m.notAnImage);
      return;
    }
    setUploading(true);
    try {
      const src = await uploadImage(file);
      editor.update(() => {
        $insertNodes([$createImageNode(src, file.name)]);
      });
    } catch {
      onUploadError(m.uploadFailed);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={0.5} sx={{ p: 0.5 }} role="toolbar" aria-label={m.heading}>
        <ToolButton
          label={m.bold}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}
        >
          <b>B</b>
        </ToolButton>
        <ToolButton
          label={m.italic}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
        >
          <i>I</i>
        </ToolButton>
        <ToolButton label={m.heading} onClick={() => toggleHeading(editor)}>
          H
        </ToolButton>
        <ToolButton
          label={m.bulletList}
          onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}
        >
          •≡
        </ToolButton>
        <ToolButton
          label={m.numberedList}
          onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}
        >
          1≡
        </ToolButton>
        <ToolButton label={m.link} onClick={toggleLink}>
          🔗
        </ToolButton>
        <ToolButton label={m.image} onClick={() => fileInput.current?.click()}>
          🖼
        </ToolButton>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          data-testid="editor-image-input"
          onChange={(e) => void insertImage(e.target.files?.[0])}
        />
      </Stack>
      {uploading && <LinearProgress aria-label={m.uploading} />}
    </Box>
  );
}

/**
 * The rich text editor (lexical) of the notification content and the product description: bold,
 * italic, a heading, bulleted and numbered lists, links and inline images uploaded through
 * `uploadImage`. Starts from `initialHtml` and hands up the HTML on each change.
 */
export function RichTextEditor({
  onChange,
  uploadImage,
  onUploadError,
  label,
  error,
  initialHtml,
}: RichTextEditorProps) {
  const initialConfig = {
    namespace: 'rich-text',
    editorState: initialHtml ? (editor: LexicalEditor) => $loadHtml(editor, initialHtml) : null,
    theme,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    onError: (err: Error) => {
      throw err;
    },
  };
  const handleChange = (state: EditorState, editor: LexicalEditor) => {
    state.read(() => {
      const html = $generateHtmlFromNodes(editor, null);
      const root = $getRoot();
      const empty = root.getTextContent().trim() === '' && !/<img\s/i.test(html);
      onChange({ html, empty });
    });
  };
  return (
    <Box
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        '& .rt-bold': { fontWeight: 700 },
        '& .rt-italic': { fontStyle: 'italic' },
        '& img': { maxWidth: '100%' },
      }}
    >
      <LexicalComposer initialConfig={initialConfig}>
        <Toolbar uploadImage={uploadImage} onUploadError={onUploadError} />
        <Box sx={{ position: 'relative', px: 1.5, minHeight: 160 }}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-label={label}
                style={{ outline: 'none', minHeight: 160, paddingTop: 8, paddingBottom: 8 }}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </Box>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={(url) => /^(https?:\/\/|mailto:)/i.test(url)} />
        <OnChangePlugin onChange={handleChange} ignoreSelectionChange />
      </LexicalComposer>
    </Box>
  );
}
