import { Button, List } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteProject, listProjects, type TStoredProject } from '../storage/project-db';
import styles from './lab.module.css';
import { AppModal } from '../../../shared/ui/app-modal';

/** The projects of this lab saved in this browser: open or delete one. */
export function OpenProjectDialog({
  kind,
  open,
  onClose,
  onOpen,
}: {
  kind: string;
  open: boolean;
  onClose: () => void;
  onOpen: (project: unknown) => void;
}) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<TStoredProject<unknown>[] | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    listProjects(kind).then(
      (list) => live && setEntries(list),
      () => live && setEntries([]),
    );
    return () => {
      live = false;
    };
  }, [open, kind]);

  const remove = async (id: string) => {
    await deleteProject(id);
    setEntries((current) => current?.filter((entry) => entry.id !== id) ?? null);
  };

  return (
    <AppModal
      open={open}
      title={t('trainingDialogs.project.openTitle')}
      onCancel={onClose}
      footer={null}
    >
      <p className={styles.help}>{t('trainingDialogs.project.localNote')}</p>
      {kind !== 'music' && <p className={styles.help}>{t('trainingDialogs.project.classNote')}</p>}
      <List
        loading={entries === null}
        dataSource={entries ?? []}
        locale={{ emptyText: t('trainingDialogs.project.openEmpty') }}
        renderItem={(entry) => (
          <List.Item
            actions={[
              <Button key="open" type="primary" onClick={() => onOpen(entry.project)}>
                {t('trainingDialogs.project.openButton')}
              </Button>,
              <Button key="delete" danger onClick={() => void remove(entry.id)}>
                {t('training.project.delete')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={entry.name}
              description={t('trainingDialogs.project.savedAt', {
                time: new Date(entry.updatedAt).toLocaleString(),
              })}
            />
          </List.Item>
        )}
      />
    </AppModal>
  );
}
