import { mdiThumbUp, mdiThumbUpOutline } from '@mdi/js';
import type { TextResultItem } from '@mingle/shared';
import { useId, useState } from 'react';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/speaking';
import type { PhoneUpvotes } from '../types';
import classes from './UpvoteWall.module.css';

/** A phone lists this many answers at most: enough to vote on, light enough for any phone. */
const PHONE_WALL_SIZE = 100;

/**
 * The others' answers on a phone that has sent its own (SPEC R8.3), in the server's order
 * (votes, then newest). One vote per answer: the button stays pressed once voted; the
 * phone's own answer is marked and has no button (R8.4).
 */
export function UpvoteWall({ items, upvotes }: { items: readonly TextResultItem[]; upvotes: PhoneUpvotes }) {
  const t = useT();
  const titleId = useId();
  // Phones hear counts at most every 2 s: a vote shows in its count at once, from the count
  // seen when voting, until the server's count catches up (it then includes the vote).
  const [seenWhenVoted, setSeen] = useState<ReadonlyMap<string, number>>(new Map());
  // Only while the vote stands: a refused vote is un-pressed and leaves the count as it was.
  const countOf = (item: TextResultItem) =>
    upvotes.upvoted.has(item.id!) ? Math.max(item.upvotes, (seenWhenVoted.get(item.id!) ?? -1) + 1) : item.upvotes;
  const shown = items.filter((i) => i.id).slice(0, PHONE_WALL_SIZE);
  return (
    <>
      <h3 className={classes.title} id={titleId}>
        {t('phone.upvote.title')}
      </h3>
      <ul className={classes.wall} aria-labelledby={titleId}>
        {shown.map((item) => {
          const own = item.id === upvotes.ownAnswerId;
          const pressed = upvotes.upvoted.has(item.id!);
          const count = countOf(item);
          return (
            <li key={item.id} className={`${classes.card} ${own ? classes.own : ''}`}>
              <span className={classes.text}>
                {own && <span className={classes.mine}>{t('phone.upvote.mine')}</span>}
                {item.text}
              </span>
              {own ? (
                <span className={classes.count} aria-label={t('phone.upvote.count', { count })}>
                  <Icon path={mdiThumbUp} size={18} /> {count}
                </span>
              ) : (
                <button
                  type="button"
                  className={classes.vote}
                  aria-pressed={pressed}
                  aria-label={t('phone.upvote.button', { text: item.text, count })}
                  onClick={() => {
                    // One vote each (R8.4): pressing a pressed button again changes nothing.
                    if (pressed) return;
                    setSeen((m) => new Map(m).set(item.id!, item.upvotes));
                    upvotes.onUpvote(item.id!);
                  }}
                >
                  <Icon path={pressed ? mdiThumbUp : mdiThumbUpOutline} size={18} /> {count}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
