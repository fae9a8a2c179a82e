import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { mdiArrowDown, mdiArrowUp, mdiPlus, mdiTrashCanOutline } from '@mdi/js';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { DECK_LIMITS } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import type { SlideErrors } from '../types';

export interface TextListEditorProps {
  values: readonly string[];
  onChange(values: string[]): void;
  errors: SlideErrors;
  /** The slide's field, for its errors: `items` reads `errors.items` and `errors['items[1]']`. */
  field: string;
  /** One of the list, in words: "item", "statement" (labels "Item 2", "Add item", "Remove item 2"). */
  noun: string;
  min: number;
  max: number;
  label: string;
  description: string;
  required?: boolean;
  /** Shown when the list is full: "That is the most a ranking can have." */
  fullText: string;
  /** How the move buttons name a row: by default "<noun> 2". */
  nameOf?(text: string, n: number): string;
  placeholderOf?(n: number, count: number): string;
  /** Drawn before each row's text box (a number, an answer shape). */
  lead?(index: number): ReactNode;
}

type Control = 'up' | 'down' | 'text';

/**
 * A list of short texts a slide is made of (order's items, a scale's statements, a ranking's
 * items): edit, move up or down, remove and add within the type's limits, all by buttons, so
 * by keyboard too. After a move, focus follows the row to its new place.
 */
export function TextListEditor(props: TextListEditorProps) {
  const { values, onChange, errors, field, noun, min, max } = props;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const nameOf = props.nameOf ?? ((_: string, n: number) => `${noun} ${n}`);
  const controls = useRef(new Map<string, HTMLElement>());
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = focusNext.current;
    focusNext.current = null;
    if (key) controls.current.get(key)?.focus();
  });
  const keep = (key: string) => (el: HTMLElement | null) => {
    if (el) controls.current.set(key, el);
    else controls.current.delete(key);
  };

  const move = (from: number, to: number, control: Control) => {
    const next = [...values];
    const [value] = next.splice(from, 1);
    next.splice(to, 0, value!);
    // At the top or bottom the arrow that moved it is spent: focus its other arrow.
    const spent = (control === 'up' && to === 0) || (control === 'down' && to === values.length - 1);
    focusNext.current = `${spent ? (control === 'up' ? 'down' : 'up') : control}:${to}`;
    onChange(next);
  };
  const remove = (i: number) => {
    focusNext.current = `text:${Math.min(i, values.length - 2)}`;
    onChange(values.filter((_, j) => j !== i));
  };
  const add = () => {
    focusNext.current = `text:${values.length}`;
    onChange([...values, '']);
  };

  return (
    <Input.Wrapper size="md" label={props.label} description={props.description} error={errors[field]} required={props.required}>
      <Stack gap="sm" mt="xs">
        {values.map((text, i) => {
          const n = i + 1;
          const name = nameOf(text, n);
          return (
            <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
              {props.lead?.(i)}
              <TextInput
                ref={keep(`text:${i}`)}
                style={{ flex: 1 }}
                aria-label={`${Noun} ${n}`}
                placeholder={props.placeholderOf?.(n, values.length) ?? `${Noun} ${n}`}
                value={text}
                maxLength={DECK_LIMITS.optionText}
                error={errors[`${field}[${i}]`]}
                onChange={(e) => onChange(values.map((v, j) => (j === i ? e.currentTarget.value : v)))}
              />
              <ActionIcon
                ref={keep(`up:${i}`)}
                mt={4}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Move ${name} up`}
                disabled={i === 0}
                onClick={() => move(i, i - 1, 'up')}
              >
                <Icon path={mdiArrowUp} size={20} />
              </ActionIcon>
              <ActionIcon
                ref={keep(`down:${i}`)}
                mt={4}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Move ${name} down`}
                disabled={i === values.length - 1}
                onClick={() => move(i, i + 1, 'down')}
              >
                <Icon path={mdiArrowDown} size={20} />
              </ActionIcon>
              <ActionIcon
                mt={4}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove ${noun} ${n}`}
                disabled={values.length <= min}
                onClick={() => remove(i)}
              >
                <Icon path={mdiTrashCanOutline} size={20} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group gap="sm">
          <Button variant="light" leftSection={<Icon path={mdiPlus} size={18} />} disabled={values.length >= max} onClick={add}>
            Add {noun}
          </Button>
          {values.length >= max && (
            <Text size="sm" c="dimmed">
              {props.fullText}
            </Text>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
