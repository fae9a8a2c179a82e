import { Button, Tabs, Text, TextInput, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { mdiMagnify, mdiPartyPopper } from '@mdi/js';
import { slideTypeName, slideTypeOf, type Slide, type SlideType } from '@mingle/shared';
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { isArrowKey, nextCard } from '../../slides/picker/arrowFocus';
import { filterGroups } from '../../slides/picker/filter';
import { pickerGroupOf, pickerGroups, type PickerGroup, type PickerGroupId } from '../../slides/picker/groups';
import { TYPE_PICTURES } from '../../slides/picker/pictures';
import classes from './TypeChooser.module.css';

type TabValue = 'all' | PickerGroupId;

interface TypeChooserProps {
  onPick(slide: Slide): void;
  /** Put the cursor in the search field at once (not on touch screens, where it opens the keyboard). */
  autoFocusSearch?: boolean;
}

/**
 * Every built slide type, grouped (icebreakers first), with a search field and a tab per
 * group. Arrow keys move between the cards, Enter adds the focused one; Enter in the search
 * field adds the first match, which is the type named by the search when there is one
 * (filterGroups ranks name matches first: "open text" adds Open text, not a type whose
 * description mentions it).
 */
export function TypeChooser({ onPick, autoFocusSearch = false }: TypeChooserProps) {
  const t = useT();
  const groups = useMemo(() => pickerGroups(), []);
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<TabValue>('all');
  const list = useRef<HTMLDivElement>(null);
  const words = useCallback(
    (type: SlideType) => {
      const def = slideTypeOf(type);
      return { name: slideTypeName(type), more: [def?.description ?? '', t(`host.addSlide.group.${pickerGroupOf(type)}`), type] };
    },
    [t],
  );
  const shown = filterGroups(groups, query, tab === 'all' ? null : tab, words);
  const first = shown[0]?.types[0];
  const pick = (type: SlideType) => {
    const def = slideTypeOf(type);
    if (def) onPick(def.create() as Slide);
  };
  const cards = () => [...(list.current?.querySelectorAll<HTMLElement>('[data-type-card]') ?? [])];

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      cards()[0]?.focus();
    } else if (e.key === 'Enter' && first) {
      e.preventDefault();
      pick(first);
    }
  };
  const onCardKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const all = cards();
    const from = all.indexOf(e.target as HTMLElement);
    if (from < 0 || !isArrowKey(e.key)) return;
    e.preventDefault();
    const boxes = all.map((card) => {
      const { left, top } = card.getBoundingClientRect();
      return { left, top };
    });
    all[nextCard(boxes, from, e.key)]?.focus();
  };
  const showAll = () => {
    setQuery('');
    setTab('all');
  };

  const tabs: TabValue[] = ['all', ...groups.map((g) => g.id)];
  return (
    <div className={classes.chooser}>
      <TextInput
        label={t('host.addSlide.search')}
        placeholder={t('host.addSlide.searchPlaceholder')}
        leftSection={<Icon path={mdiMagnify} size={18} />}
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setTab('all');
        }}
        onKeyDown={onSearchKey}
        data-autofocus={autoFocusSearch || undefined}
        autoComplete="off"
        description={<span className={classes.keys}>{t('host.addSlide.keys')}</span>}
      />
      <VisuallyHidden role="status">
        {query.trim() ? t('host.addSlide.found', { count: shown.reduce((n, g) => n + g.types.length, 0) }) : ''}
      </VisuallyHidden>
      <Tabs value={tab} onChange={(v) => setTab((v as TabValue | null) ?? 'all')} variant="pills" radius="xl" keepMounted={false}>
        <Tabs.List aria-label={t('host.addSlide.groups')} className={classes.tabs}>
          {tabs.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              leftSection={value === 'icebreaker' ? <Icon path={mdiPartyPopper} size={16} /> : undefined}
              className={value === 'icebreaker' ? classes.icebreakerTab : undefined}
            >
              {value === 'all' ? t('host.addSlide.all') : t(`host.addSlide.group.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <div ref={value === tab ? list : undefined} onKeyDown={onCardKey}>
              {shown.length === 0 ? (
                <div className={classes.none}>
                  <Text>{t('host.addSlide.none', { query: query.trim() })}</Text>
                  <Button variant="light" onClick={showAll}>
                    {t('host.addSlide.showAll')}
                  </Button>
                </div>
              ) : (
                shown.map((group) => <TypeGroup key={group.id} group={group} onPick={pick} />)
              )}
            </div>
          </Tabs.Panel>
        ))}
      </Tabs>
    </div>
  );
}

function TypeGroup({ group, onPick }: { group: PickerGroup; onPick(type: SlideType): void }) {
  const t = useT();
  const heading = useId();
  const featured = group.id === 'icebreaker';
  return (
    // A group, not a region landmark: a landmark named "Quiz" would clash with the slide form's (axe landmark-unique).
    <div role="group" aria-labelledby={heading} className={`${classes.group} ${featured ? classes.featured : ''}`}>
      <div className={classes.groupHead}>
        {featured && <Icon path={mdiPartyPopper} size={20} className={classes.featuredIcon} />}
        <Title order={3} size="h5" id={heading}>
          {t(`host.addSlide.group.${group.id}`)}
        </Title>
        <Text size="sm" c="dimmed" className={classes.about}>
          {t(`host.addSlide.about.${group.id}`)}
        </Text>
      </div>
      <div className={classes.cards}>
        {group.types.map((type) => (
          <TypeCard key={type} type={type} onPick={onPick} />
        ))}
      </div>
    </div>
  );
}

function TypeCard({ type, onPick }: { type: SlideType; onPick(type: SlideType): void }) {
  // The button's name is its label then its description: all the text it shows (WCAG 2.5.3).
  const def = slideTypeOf(type);
  const Picture = TYPE_PICTURES[type];
  return (
    <UnstyledButton data-type-card={type} className={classes.card} onClick={() => onPick(type)}>
      <Picture />
      <span className={classes.text}>
        <Text component="span" fw={700} className={classes.label}>
          {slideTypeName(type)}
        </Text>
        {/* A space between name and description in the button's accessible name. */}{' '}
        <Text component="span" size="sm" c="dimmed" lh={1.35} className={classes.description}>
          {def?.description}
        </Text>
      </span>
    </UnstyledButton>
  );
}
