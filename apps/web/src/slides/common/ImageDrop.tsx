import '@mantine/dropzone/styles.css';
import { ActionIcon, Button, Group, Image, Input, Loader, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { mdiImagePlus, mdiTrashCanOutline } from '@mdi/js';
import { useRef, useState, type MouseEvent } from 'react';
import { ALLOWED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import classes from './ImageDrop.module.css';

interface ImageDropProps {
  label: string;
  value?: string;
  onChange(url: string | undefined): void;
  uploadImage(file: File): Promise<string>;
  error?: string;
  /** A line under the label: what the image is for. */
  description?: string;
  /** A small square for an option's picture, instead of the full-width drop area. */
  compact?: boolean;
}

function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return `That image is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
  if (code === 'file-invalid-type') return 'Use a PNG, JPEG, WebP, GIF or SVG image.';
  return 'That file cannot be used as an image.';
}

/** Drop or pick an image; it uploads at once and the slide keeps only its URL. */
export function ImageDrop({ label, value, onChange, uploadImage, error, description, compact }: ImageDropProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const openRef = useRef<() => void>(null);

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      onChange(await uploadImage(file));
    } catch (e) {
      // uploadImage words its failures as whole sentences (by reason); no prefix in front of them.
      setProblem(e instanceof Error && e.message ? e.message : 'The image was not uploaded. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const shown = problem ?? error;
  // Lower-case the label's first letter only: "Image for option A" keeps its capital A.
  const noun = label.charAt(0).toLowerCase() + label.slice(1);
  const action = value ? `Replace ${noun}` : `Add ${noun}`;
  // The button inside the area opens the picker itself; the area's own click must not open a second one.
  const pick = (event: MouseEvent) => {
    event.stopPropagation();
    openRef.current?.();
  };
  // The area is only a drop target (and a click target for a mouse); keyboards and screen
  // readers get a real button inside it. A focusable area around a button would nest one
  // control in another, and its sentence would not match a short name (WCAG 2.5.3, ADR 27).
  const dropzone = (
    <Dropzone
      openRef={openRef}
      onDrop={(files) => void upload(files)}
      onReject={(r) => setProblem(rejectionMessage(r))}
      accept={[...ALLOWED_IMAGE_TYPES]}
      maxSize={MAX_UPLOAD_BYTES}
      multiple={false}
      loading={busy}
      activateOnKeyboard={false}
      p={compact ? 0 : 'md'}
      radius="md"
      style={
        compact ? { width: 48, height: 48, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' } : undefined
      }
    >
      {compact ? (
        <Tooltip label={action}>
          <UnstyledButton aria-label={action} onClick={pick} className={classes.compactPick}>
            {value ? (
              <Image src={value} alt="" w={46} h={46} fit="cover" />
            ) : (
              <Icon path={mdiImagePlus} size={22} color="var(--mantine-color-dimmed)" />
            )}
          </UnstyledButton>
        </Tooltip>
      ) : value ? (
        <Image src={value} alt="" mah={180} fit="contain" radius="sm" />
      ) : (
        <Group justify="center" gap="sm" mih={72} wrap="nowrap">
          <Icon path={mdiImagePlus} size={28} color="var(--mantine-color-mingle-6)" />
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>Drop an image here</Text>
            <Text size="sm" c="dimmed">
              PNG, JPEG, WebP, GIF or SVG, up to {MAX_UPLOAD_BYTES / 1024 / 1024} MB
            </Text>
          </div>
          <Button size="xs" variant="default" onClick={pick} style={{ flexShrink: 0 }}>
            {action}
          </Button>
        </Group>
      )}
    </Dropzone>
  );

  if (compact) {
    return (
      <Stack gap={2} align="center">
        {dropzone}
        {value && !busy && (
          <ActionIcon size="sm" variant="subtle" color="gray" aria-label={`Remove ${noun}`} onClick={() => onChange(undefined)}>
            <Icon path={mdiTrashCanOutline} size={14} />
          </ActionIcon>
        )}
        {busy && <Loader size="xs" />}
        {shown && (
          <Text size="xs" c="red.8" role="alert" maw={120}>
            {shown}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Input.Wrapper size="md" label={label} description={description} error={shown}>
      <Stack gap="xs" mt={4}>
        {dropzone}
        {value && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => openRef.current?.()}>
              {action}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<Icon path={mdiTrashCanOutline} size={14} />}
              onClick={() => onChange(undefined)}
            >
              {/* Named by its label: a slide with several images has several of these buttons. */}
              Remove {noun}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
