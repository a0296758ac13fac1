// The rich text editor, an entry of its own: lexical (~70 KB) loads only with the screens that edit
// rich text, never with the rest of @app/ui.
export {
  RichTextEditor,
  type EditorValue,
  type RichTextEditorProps,
} from './lib/rich-text/rich-text-editor';
