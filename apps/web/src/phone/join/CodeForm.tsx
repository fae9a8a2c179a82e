import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/speaking';
import { Button, TextField } from '../ui/ui';
import { say, type Words } from '../words';
import classes from './Join.module.css';
import { codeError, normalizeCode } from './joinRules';

/** Step one on `/go`: the code from the big screen. */
export function CodeForm({ initial, onCode }: { initial?: string; onCode(code: string): void }) {
  const t = useT();
  const [value, setValue] = useState(initial ?? '');
  const [error, setError] = useState<Words | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeCode(value);
    const problem = codeError(code);
    if (problem) setError(problem);
    else onCode(code);
  };
  return (
    <form onSubmit={submit} noValidate className={classes.stack}>
      <TextField
        label={t('phone.code.label')}
        description={t('phone.code.description')}
        className={classes.codeInput}
        autoFocus
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={14}
        value={value}
        error={error && say(t, error)}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setError(null);
        }}
      />
      <Button type="submit" size="xl" full>
        {t('phone.code.submit')}
      </Button>
    </form>
  );
}
