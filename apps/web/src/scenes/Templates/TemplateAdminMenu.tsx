import { ActionIcon, Menu } from '@mantine/core';
import { mdiDotsVertical, mdiEyeOffOutline, mdiEyeOutline, mdiTrashCanOutline } from '@mdi/js';
import { Icon } from '../../components/Icon';
import type { useTemplateCuration } from './useTemplateCuration';

interface TemplateAdminMenuProps {
  template: { slug: string; title: string; hidden: boolean; added: boolean };
  curation: ReturnType<typeof useTemplateCuration>;
}

/** An admin's menu on a gallery card: hide or show it again; remove it, if an admin added it (shipped ones stay). */
export function TemplateAdminMenu({ template, curation }: TemplateAdminMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Manage ${template.title}`} mr={-6} mt={-2}>
          <Icon path={mdiDotsVertical} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {template.hidden ? (
          <Menu.Item leftSection={<Icon path={mdiEyeOutline} size={18} />} onClick={() => void curation.setHidden(template, false)}>
            Show again
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<Icon path={mdiEyeOffOutline} size={18} />} onClick={() => void curation.setHidden(template, true)}>
            Hide from the gallery
          </Menu.Item>
        )}
        {template.added && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<Icon path={mdiTrashCanOutline} size={18} />}
              onClick={() => curation.confirmRemove(template)}
            >
              Remove
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
