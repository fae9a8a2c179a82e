import { Button, Loader } from '@mantine/core';
import { mdiAccountRemove, mdiCloudUploadOutline, mdiFlagCheckered, mdiTelevisionPlay } from '@mdi/js';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { ordinal } from '../../slides/common/PhoneParts';
import type { LeaderboardEntry } from '../../live/operations';
import classes from './Play.module.css';

function Center({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section className={classes.center} aria-label={label}>
      {children}
    </section>
  );
}

export function Connecting({ what = 'the game' }: { what?: string }) {
  return (
    <Center>
      <Loader size="lg" aria-hidden="true" />
      <p className={classes.text} role="status">
        Connecting to {what}…
      </p>
    </Center>
  );
}

/** The lobby on a phone: proof of being in, and where to look. */
export function InLobby({ nickname, title }: { nickname: string; title: string }) {
  return (
    <Center label="Lobby">
      <p className={classes.big}>You’re in!</p>
      <span className={`${classes.nameCard} ${classes.bounce}`}>{nickname}</span>
      <p className={classes.text}>See your name on the screen? The game starts soon.</p>
      <p className={classes.text} style={{ fontSize: 15, opacity: 0.85 }}>
        {title}
      </p>
    </Center>
  );
}

export function Waiting({
  title = 'Look at the big screen',
  text = 'The next question is coming up.',
  icon = mdiTelevisionPlay,
}: {
  title?: string;
  text?: string;
  icon?: string;
}) {
  return (
    <Center>
      <Icon path={icon} size={64} color="#5b3fd9" />
      <p className={classes.big}>{title}</p>
      <p className={classes.text}>{text}</p>
    </Center>
  );
}

/** Between the tap and the server's receipt; on a bad network this can take a while. */
export function Sending({ online }: { online: boolean }) {
  return (
    <Center>
      <Icon path={mdiCloudUploadOutline} size={64} color="#5b3fd9" />
      <p className={classes.big} role="status">
        Sending your answer…
      </p>
      <p className={classes.text}>{online ? 'Just a moment.' : 'You are reconnecting. Your answer goes out as soon as you are back.'}</p>
    </Center>
  );
}

export function Removed({ code }: { code: string | undefined }) {
  return (
    <Center label="Removed">
      <Icon path={mdiAccountRemove} size={72} color="#a61e1e" />
      <p className={classes.big} role="alert">
        You were removed from this event
      </p>
      <p className={classes.text}>The host took you out of the game. If you think this is a mistake, ask them.</p>
      <Button component={Link} to={code ? `/${code}` : '/go'} size="lg" variant="default">
        Back to the join screen
      </Button>
    </Center>
  );
}

export function SeatLost({ code, message }: { code: string | undefined; message: string }) {
  return (
    <Center>
      <p className={classes.big} role="alert">
        Your seat is gone
      </p>
      <p className={classes.text}>{message || 'This phone’s place in the event no longer works.'} Join again to keep playing.</p>
      <Button component={Link} to={code ? `/${code}` : '/go'} size="xl">
        Join again
      </Button>
    </Center>
  );
}

export function NotFound() {
  return (
    <Center>
      <p className={classes.big} role="alert">
        This event does not exist
      </p>
      <Button component={Link} to="/go" size="lg">
        Enter a code
      </Button>
    </Center>
  );
}

/** The end on a phone: where I finished, with the podium for context. */
export function Final({
  rank,
  score,
  count,
  podium,
}: {
  rank: number | null;
  score: number;
  count: number;
  podium: readonly LeaderboardEntry[];
}) {
  return (
    <Center label="Final results">
      <Icon path={mdiFlagCheckered} size={56} color="#2b1a6b" />
      <p className={classes.big}>That’s a wrap!</p>
      {rank != null ? (
        <>
          <span className={classes.rankNumber}>{ordinal(rank)}</span>
          <p className={classes.text}>
            You finished {ordinal(rank)} of {count} with <strong>{score.toLocaleString('en-US')} points</strong>.
          </p>
        </>
      ) : (
        <p className={classes.text}>You scored {score.toLocaleString('en-US')} points.</p>
      )}
      {podium.length > 0 && (
        <ol className={classes.text} style={{ textAlign: 'left', fontWeight: 700, paddingLeft: 24 }} aria-label="Top three">
          {podium.slice(0, 3).map((p) => (
            <li key={p.participantId}>
              {p.nickname} · {p.score.toLocaleString('en-US')}
            </li>
          ))}
        </ol>
      )}
      <p className={classes.text}>Thanks for playing.</p>
    </Center>
  );
}
