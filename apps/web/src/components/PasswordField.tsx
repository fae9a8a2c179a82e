import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { mdiEyeOffOutline, mdiEyeOutline } from '@mdi/js';
import { useState } from 'react';
import { Icon } from './Icon';

/**
 * A password input whose show/hide toggle is a real, labelled, keyboard-reachable button
 * (Mantine's default keeps it out of the tab order).
 */
export function PasswordField(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Hide password' : 'Show password', 'aria-pressed': visible }}
      visibilityToggleIcon={({ reveal }) => <Icon path={reveal ? mdiEyeOffOutline : mdiEyeOutline} size={20} />}
    />
  );
}
