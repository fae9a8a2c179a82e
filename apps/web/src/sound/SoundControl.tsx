import { mdiVolumeHigh, mdiVolumeOff } from '@mdi/js';
import { Icon } from '../components/Icon';
import { useT } from '../i18n';
import classes from './SoundControl.module.css';
import type { BigScreenSound } from './useBigScreenSound';

/**
 * The big screen's sound control, in its bottom strip: this screen's own mute, what the host
 * chose, and "Enable sound" while the browser holds audio back until someone clicks.
 */
export function SoundControl({ sound }: { sound: BigScreenSound }) {
  const t = useT();
  // Reduced motion asks for a calm screen: no sounds, and no control offering them.
  if (sound.reducedMotion) return null;
  if (!sound.hostSound) {
    return (
      <span className={classes.note} data-sound-cue={sound.lastCue ?? undefined}>
        <Icon path={mdiVolumeOff} size={20} /> {t('screen.sound.mutedByHost')}
      </span>
    );
  }
  return (
    <span className={classes.group} data-sound-cue={sound.lastCue ?? undefined}>
      {sound.blocked && !sound.localMuted && (
        <button type="button" className={`${classes.button} ${classes.enable}`} onClick={sound.enable}>
          {t('screen.sound.enable')}
        </button>
      )}
      <button type="button" className={classes.button} aria-pressed={!sound.localMuted} onClick={sound.toggleLocal}>
        <Icon path={sound.localMuted ? mdiVolumeOff : mdiVolumeHigh} size={20} />
        {t('screen.sound')}
      </button>
    </span>
  );
}
