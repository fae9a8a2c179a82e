import { Drawer, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { DECK_LIMITS, EVENT_LANGUAGES, isEventLanguage } from '@mingle/shared';
import { LOCALE_NAMES } from '../../i18n';
import { DeckTagsDocument, type DeckFormatDocument } from '../../graphql/decks';
import { CoverImageField } from './CoverImageField';
import type { Edit } from './useDeckEditor';

interface DeckSettingsProps {
  opened: boolean;
  onClose(): void;
  doc: DeckFormatDocument;
  errors: Readonly<Record<string, string>>;
  edit: Edit;
  cover: string | null;
  onCoverSave(url: string | null): Promise<void>;
  uploadImage(file: File): Promise<string>;
}

/** The select's value for "no language fixed". */
const BROWSER_LANGUAGE = 'browser';

function tagError(errors: Readonly<Record<string, string>>): string | undefined {
  const entry = Object.entries(errors).find(([path]) => path.startsWith('tags'));
  return entry ? `${entry[0].replace(/^tags\[(\d+)\]$/, (_, i: string) => `Tag ${Number(i) + 1}`)}: ${entry[1]}` : undefined;
}

/**
 * Title, description, tags and language: part of the document, so they autosave and undo like slides.
 * The cover is not in the document: it saves on its own as soon as it is chosen.
 */
export function DeckSettings({ opened, onClose, doc, errors, edit, cover, onCoverSave, uploadImage }: DeckSettingsProps) {
  const known = useQuery(DeckTagsDocument, { skip: !opened, fetchPolicy: 'cache-first' });
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Deck settings" size="md" padding="lg">
      <Stack gap="lg">
        <TextInput
          label="Title"
          required
          data-autofocus
          value={doc.title}
          maxLength={DECK_LIMITS.title}
          error={errors.title}
          description={`${doc.title.length}/${DECK_LIMITS.title}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          onChange={(e) => {
            const title = e.currentTarget.value;
            edit((d) => ({ ...d, title }), 'deck:title');
          }}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={10}
          value={doc.description}
          maxLength={DECK_LIMITS.description}
          error={errors.description}
          description={`What the deck is for, for you and your team · ${doc.description.length}/${DECK_LIMITS.description}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          onChange={(e) => {
            const description = e.currentTarget.value;
            edit((d) => ({ ...d, description }), 'deck:description');
          }}
        />
        <TagsInput
          label="Tags"
          description={`Up to ${DECK_LIMITS.tags}, to find decks later · press Enter after each`}
          placeholder={doc.tags.length ? '' : 'icebreaker, onboarding…'}
          value={doc.tags}
          data={known.data?.deckTags ?? []}
          maxTags={DECK_LIMITS.tags}
          error={tagError(errors)}
          splitChars={[',']}
          onChange={(values) => {
            const tags = [...new Set(values.map((t) => t.trim().toLowerCase().slice(0, DECK_LIMITS.tag)).filter(Boolean))];
            edit((d) => ({ ...d, tags }));
          }}
        />
        <Select
          label="Language of the phones and the big screen"
          description="The events of this deck start in it; the host can change it during the event"
          data={[
            { value: BROWSER_LANGUAGE, label: "Each screen's own (the browser's language)" },
            ...EVENT_LANGUAGES.map((l) => ({ value: l, label: LOCALE_NAMES[l] })),
          ]}
          value={doc.language ?? BROWSER_LANGUAGE}
          allowDeselect={false}
          onChange={(value) => {
            const language = isEventLanguage(value) ? value : null;
            edit((d) => ({ ...d, language }));
          }}
        />
        <CoverImageField value={cover} onSave={onCoverSave} uploadImage={uploadImage} />
      </Stack>
    </Drawer>
  );
}
