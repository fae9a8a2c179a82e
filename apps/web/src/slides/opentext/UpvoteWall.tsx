import { mdiThumbUp, mdiThumbUpOutline } from '@mdi/js';
import type { TextResultItem } from '@mingle/shared';
import { useId } from 'react';
import { Icon } from '../../components/Icon';
import type { PhoneUpvotes } from '../types';
import classes from './UpvoteWall.module.css';

/** A phone lists this many answers at most: enough to vote on, light enough for any phone. */
const PHONE_WALL_SIZE = 100;

const votes = (n: number) => `${n} ${n === 1 ? 'upvote' : 'upvotes'}`;

/**
 * The others' answers on a phone that has sent its own (SPEC R8.3), in the server's order
 * (votes, then newest). One vote per answer: the button stays pressed once voted; the
 * phone's own answer is marked and has no button (R8.4).
 */
export function UpvoteWall({ items, upvotes }: { items: readonly TextResultItem[]; upvotes: PhoneUpvotes }) {
  const titleId = useId();
  const shown = items.filter((i) => i.id).slice(0, PHONE_WALL_SIZE);
  return (
    <>
      <h3 className={classes.title} id={titleId}>
        Upvote the answers you like
      </h3>
      <ul className={classes.wall} aria-labelledby={titleId}>
        {shown.map((item) => {
          const own = item.id === upvotes.ownAnswerId;
          const pressed = upvotes.upvoted.has(item.id!);
          return (
            <li key={item.id} className={`${classes.card} ${own ? classes.own : ''}`}>
              <span className={classes.text}>
                {own && <span className={classes.mine}>Your answer</span>}
                {item.text}
              </span>
              {own ? (
                <span className={classes.count} aria-label={votes(item.upvotes)}>
                  <Icon path={mdiThumbUp} size={18} /> {item.upvotes}
                </span>
              ) : (
                <button
                  type="button"
                  className={classes.vote}
                  aria-pressed={pressed}
                  aria-label={`Upvote “${item.text}”, ${votes(item.upvotes)}`}
                  // One vote each (R8.4): pressing a pressed button again changes nothing.
                  onClick={() => !pressed && upvotes.onUpvote(item.id!)}
                >
                  <Icon path={pressed ? mdiThumbUp : mdiThumbUpOutline} size={18} /> {item.upvotes}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
