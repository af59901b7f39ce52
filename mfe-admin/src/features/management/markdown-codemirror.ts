/**
 * The CodeMirror 6 side of the Markdown editor. Only `markdown-editor.tsx` imports it, and only dynamically, so
 * CodeMirror is a chunk of its own that the admin's first screen never downloads.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdown } from '@codemirror/lang-markdown';
import { HighlightStyle, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import type { DefaultTheme } from 'styled-components';

export interface MarkdownView {
  /** Puts a value the parent set from outside (a reset, a conflict) into the editor. */
  setDoc(doc: string): void;
  setAttributes(attributes: Record<string, string>): void;
  focus(): void;
  destroy(): void;
}

export interface MarkdownViewOptions {
  parent: HTMLElement;
  doc: string;
  /** The content element's ARIA attributes: its label, description and validity. */
  attributes: Record<string, string>;
  /** Where the plain textarea's cursor was, to keep it when the editor takes over. */
  selection: { anchor: number; head: number };
  theme: DefaultTheme;
  onChange(doc: string): void;
}

/**
 * CodeMirror's defaultHighlightStyle, keeping its emphasis (bold underlined headings, italics, underlined links) but
 * not its colours: they are made for light backgrounds, and its dark blue URLs are close to unreadable on the
 * admin's dark surface. Every coloured token takes the theme's link colour instead.
 */
function themedHighlightStyle(theme: DefaultTheme) {
  return HighlightStyle.define(
    defaultHighlightStyle.specs.map((spec) => (spec.color === undefined ? spec : { ...spec, color: theme.colors.link })),
  );
}

export function createMarkdownView(options: MarkdownViewOptions): MarkdownView {
  const { theme } = options;
  const attributes = new Compartment();
  const max = options.doc.length;
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.doc,
      selection: { anchor: Math.min(options.selection.anchor, max), head: Math.min(options.selection.head, max) },
      extensions: [
        history(),
        // No indentWithTab: Tab must move focus on, so the keyboard never gets trapped in the editor.
        keymap.of([...defaultKeymap, ...historyKeymap]),
        markdown(),
        syntaxHighlighting(themedHighlightStyle(theme)),
        EditorView.lineWrapping,
        attributes.of(EditorView.contentAttributes.of(options.attributes)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
        EditorView.theme(
          {
            // The editor grows with its text and the page scrolls, instead of a scroll box of its own: CodeMirror's
            // scroller cannot take focus (tabindex=-1), which would leave a scrolling region out of keyboard reach.
            '&': { minHeight: '320px', color: theme.colors.text, backgroundColor: theme.colors.background },
            // The focus ring is drawn by the frame around the editor (markdown-editor.tsx), which clips anything outside.
            '&.cm-focused': { outline: 'none' },
            '.cm-scroller': { fontFamily: 'inherit', lineHeight: '1.6' },
            '.cm-content': { caretColor: theme.colors.text, padding: theme.space.sm },
            '.cm-cursor': { borderLeftColor: theme.colors.text },
            '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
              backgroundColor: theme.colors.surfaceRaised,
            },
          },
          { dark: true },
        ),
      ],
    }),
  });
  return {
    setDoc(doc) {
      if (doc !== view.state.doc.toString()) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: doc } });
    },
    setAttributes(next) {
      view.dispatch({ effects: attributes.reconfigure(EditorView.contentAttributes.of(next)) });
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
