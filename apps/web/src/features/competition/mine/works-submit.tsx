import {
  ApiError,
  ZCommitWorksBody,
  type TCompetitionWorks,
  type TMyRegistration,
} from '@haoduo/contract';
import { CloudUploadOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Paths } from '../../../shared/navigation/paths';
import { isSignedIn, useAppStore } from '../../../shared/stores/app-store';
import { Alert } from '../../../shared/ui/alert';
import { FileButton } from '../../../shared/ui/file-button';
import { FormItem } from '../../../shared/ui/form-item';
import { Segmented } from '../../../shared/ui/segmented';
import { TextArea } from '../../../shared/ui/text-area';
import { TextInput } from '../../../shared/ui/text-input';
import { commitWorks } from '../api/registration';
import { uploadWorksFile } from '../api/upload-works-file';
import styles from './mine.module.css';
import { MyWorksChooser, type TChosenWork } from './my-works-chooser';

type TSource = 'platform' | 'file';
type TField = 'worksName' | 'worksIntro' | 'worksUrl';

const FILE_TYPES = 'image/*,video/*,audio/*';

/**
 * 提交作品: a name, a few words about it, and the work itself — one of the pupil's works on
 * the platform or a file they upload (both need the pupil signed in). Sending again replaces
 * the work submitted before.
 */
export function WorksSubmit({
  registration,
  onSubmitted,
}: {
  registration: TMyRegistration;
  onSubmitted: (works: TCompetitionWorks) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useAppStore(isSignedIn);
  const [source, setSource] = useState<TSource>('platform');
  const [worksName, setWorksName] = useState('');
  const [worksIntro, setWorksIntro] = useState('');
  const [chosen, setChosen] = useState<TChosenWork | null>(null);
  const [file, setFile] = useState<{ name: string; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [messages, setMessages] = useState<Partial<Record<TField, string>>>({});
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  const upload = async (picked: File) => {
    setUploading(true);
    setProblem(undefined);
    try {
      const stored = await uploadWorksFile(picked);
      setFile({ name: picked.name, url: stored.url });
      setMessages((m) => ({ ...m, worksUrl: undefined }));
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.message
          ? error.message
          : t('competition.works.uploadFailed'),
      );
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    const body = {
      registrationId: registration.id,
      token: registration.token,
      worksName,
      worksIntro,
      worksUrl: (source === 'platform' ? chosen?.url : file?.url) ?? '',
      platformWorksId: source === 'platform' ? chosen?.id : undefined,
    };
    const checked = ZCommitWorksBody.safeParse(body);
    setProblem(undefined);
    if (!checked.success) {
      const found: Partial<Record<TField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as TField;
        if (!found[field]) found[field] = issue.message;
      }
      setMessages(found);
      return;
    }
    setSending(true);
    try {
      onSubmitted(await commitWorks(body));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    } finally {
      setSending(false);
    }
  };

  if (!signedIn) {
    return (
      <div className={styles.signIn}>
        <p>{t('competition.works.signIn')}</p>
        <Button type="primary" size="large" onClick={() => navigate(Paths.LOGIN)}>
          {t('competition.works.signInButton')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className={styles.worksForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormItem label={t('competition.works.source')} required error={messages.worksUrl}>
        {(_control, labelId) => (
          <div className={styles.source} aria-labelledby={labelId} role="group">
            <Segmented<TSource>
              aria-label={t('competition.works.source')}
              value={source}
              onChange={setSource}
              options={[
                { value: 'platform', label: t('competition.works.fromPlatform') },
                { value: 'file', label: t('competition.works.fromFile') },
              ]}
            />
            {source === 'platform' ? (
              <MyWorksChooser
                chosen={chosen}
                onChoose={(work) => {
                  setChosen(work);
                  if (!worksName.trim()) setWorksName(work.name);
                  setMessages((m) => ({ ...m, worksUrl: undefined, worksName: undefined }));
                }}
              />
            ) : (
              <div className={styles.file}>
                <FileButton
                  accept={FILE_TYPES}
                  size="large"
                  icon={<CloudUploadOutlined aria-hidden />}
                  loading={uploading}
                  onFile={(picked) => void upload(picked)}
                  inputTestId="works-file"
                >
                  {uploading ? t('competition.works.uploading') : t('competition.works.chooseFile')}
                </FileButton>
                {file ? (
                  <span className={styles.fileName}>
                    {t('competition.works.uploaded', { name: file.name })}
                  </span>
                ) : null}
              </div>
            )}
          </div>
        )}
      </FormItem>
      <FormItem label={t('competition.works.name')} required error={messages.worksName}>
        {(control) => (
          <TextInput
            {...control}
            size="large"
            maxLength={50}
            value={worksName}
            invalid={Boolean(messages.worksName)}
            onChange={(value) => {
              setWorksName(value);
              setMessages((m) => ({ ...m, worksName: undefined }));
            }}
          />
        )}
      </FormItem>
      <FormItem label={t('competition.works.intro')} error={messages.worksIntro}>
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            maxLength={1000}
            value={worksIntro}
            placeholder={t('competition.works.introPlaceholder')}
            onChange={setWorksIntro}
          />
        )}
      </FormItem>
      {problem ? <Alert type="error" message={problem} className={styles.problem} /> : null}
      {registration.works ? <p className={styles.hint}>{t('competition.works.replace')}</p> : null}
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        icon={<SendOutlined aria-hidden />}
        loading={sending}
        className={styles.submit}
      >
        {t('competition.works.submit')}
      </Button>
    </form>
  );
}
