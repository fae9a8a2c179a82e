import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { codeError, normalizeCode } from '../../live/join';

/** Step one on `/go`: the code from the big screen. */
export function CodeForm({ initial, onCode }: { initial?: string; onCode(code: string): void }) {
  const [value, setValue] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const code = normalizeCode(value);
    const problem = codeError(code);
    if (problem) setError(problem);
    else onCode(code);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Event code"
          description="The code on the big screen"
          size="xl"
          autoFocus
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={14}
          value={value}
          error={error}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
          styles={{
            input: {
              fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
              fontWeight: 800,
              letterSpacing: '0.2em',
              textTransform: 'uppercase',
              textAlign: 'center',
            },
          }}
        />
        <Button type="submit" size="xl" fullWidth>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
