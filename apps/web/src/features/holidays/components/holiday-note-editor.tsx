// The holiday note's rich text editor (issue 10): Tiptap with mui-tiptap's MUI toolbar. Loaded only
// when hrms clicks Edit on /hrms/holidays (React.lazy in holidays-page.tsx), so no other screen
// carries ProseMirror. It writes HTML that the server cleans with its allow-list (holidays.service.ts
// sanitizeNote): paragraphs, emphasis, headings, lists and http(s)/mailto links.
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonStrikethrough,
  MenuButtonUnderline,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditorProvider,
  RichTextField,
} from 'mui-tiptap';

export interface HolidayNoteEditorProps {
  initial: string;
  /** The note as HTML; '' when the editor is empty (so 'required' is answered, not '<p></p>'). */
  onChange: (html: string) => void;
  error?: string;
}

export default function HolidayNoteEditor({ initial, onChange, error }: HolidayNoteEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
        codeBlock: false,
        code: false,
      }),
    ],
    content: initial,
    // The cursor in the note when it opens for editing. Tiptap's own option: calling
    // editor.commands from an effect crashed ('reading commands' of null) when the effect ran
    // before the editor had its view.
    autofocus: 'end',
    editorProps: {
      attributes: { 'aria-label': 'Holiday note', role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <RichTextEditorProvider editor={editor}>
      <RichTextField
        variant="outlined"
        sx={error ? { '& .MuiRichTextField-outlined': { borderColor: 'error.main' } } : undefined}
        controls={
          <MenuControlsContainer>
            <MenuSelectHeading />
            <MenuDivider />
            <MenuButtonBold />
            <MenuButtonItalic />
            <MenuButtonUnderline />
            <MenuButtonStrikethrough />
            <MenuDivider />
            <MenuButtonBulletedList />
            <MenuButtonOrderedList />
            <MenuDivider />
            <MenuButtonUndo />
            <MenuButtonRedo />
          </MenuControlsContainer>
        }
      />
    </RichTextEditorProvider>
  );
}
