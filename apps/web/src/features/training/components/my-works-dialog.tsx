import type { TTrainingLabKind, TTrainingSavedDetail } from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, List, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { deleteMyProject } from '../api/delete-my-project';
import { TRAINING_KEY } from '../api/keys';
import { useMyProjects } from '../api/list-my-projects';
import { openMyProject } from '../api/open-my-project';
import styles from './lab.module.css';
import { feedback } from '../../../shared/ui/feedback';
import { AppModal } from '../../../shared/ui/app-modal';

/**
 * 从我的作品打开: the training projects of this lab the person saved on the server (samples and
 * model), to open on any computer, or to delete.
 */
export function MyWorksDialog({
  kind,
  open,
  onClose,
  onOpen,
}: {
  kind: TTrainingLabKind;
  open: boolean;
  onClose: () => void;
  onOpen: (detail: TTrainingSavedDetail) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useAppStore(viewerKey);
  const list = useMyProjects(viewer, kind, open);
  const [opening, setOpening] = useState<number | null>(null);

  const openOne = async (id: number) => {
    setOpening(id);
    try {
      onOpen(await openMyProject(id));
    } catch {
      // the API client has shown the server's message
    } finally {
      setOpening(null);
    }
  };

  const remove = (id: number) =>
    feedback().modal.confirm({
      title: t('trainingDialogs.server.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteMyProject(id);
        await queryClient.invalidateQueries({ queryKey: [TRAINING_KEY, 'my-projects'] });
      },
    });

  return (
    <>
      <AppModal
        open={open}
        title={t('trainingDialogs.server.openTitle')}
        onCancel={onClose}
        footer={null}
      >
        <p className={styles.help}>{t('trainingDialogs.server.note')}</p>
        <List
          loading={list.isLoading}
          dataSource={list.data ?? []}
          locale={{ emptyText: t('trainingDialogs.server.empty') }}
          renderItem={(entry) => (
            <List.Item
              actions={[
                <Button
                  key="open"
                  type="primary"
                  disabled={opening !== null}
                  aria-busy={opening === entry.id || undefined}
                  onClick={() => void openOne(entry.id)}
                >
                  {t('trainingDialogs.project.openButton')}
                </Button>,
                <Button key="delete" danger onClick={() => remove(entry.id)}>
                  {t('trainingDialogs.server.delete')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <>
                    {entry.name}{' '}
                    {entry.hasModel && (
                      <Tag color="green">{t('trainingDialogs.server.trained')}</Tag>
                    )}
                  </>
                }
                description={`${t('trainingDialogs.server.samples', { count: entry.sampleCount })} · ${t(
                  'trainingDialogs.project.savedAt',
                  { time: new Date(entry.updatedAt).toLocaleString() },
                )}`}
              />
            </List.Item>
          )}
        />
      </AppModal>
    </>
  );
}
