import { Button, type ButtonProps, Group, Popover, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = ButtonProps & {
  label: ReactNode;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  'data-testid'?: string;
  'aria-label'?: string;
};

/** A button whose action cannot be undone asks once, beside itself (no browser dialog). */
export function ConfirmButton({ label, question, confirmLabel, onConfirm, ...button }: Props) {
  const { t } = useTranslation('listing');
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button {...button} onClick={() => setOpened((o) => !o)}>
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={280}>
        <Stack gap="xs">
          <Text size="sm">{question}</Text>
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              {t('cancel')}
            </Button>
            <Button
              size="xs"
              color="red"
              onClick={() => {
                setOpened(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
