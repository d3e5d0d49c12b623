import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { feedback } from '../../../shared/ui/feedback';
import { likeWork } from '../api/like-work';
import styles from './like-button.module.css';

interface TLikeButtonProps {
  worksId: number;
  likeCount: number;
  /** Known from the work's detail; unknown on cards (a second like there changes nothing). */
  hasLike?: boolean;
  size?: 'middle' | 'large';
}

/**
 * 点赞: counts at once (optimistic) and rolls back when the server refuses. A like counts
 * once: once liked, the button stays liked; the server also keeps one like per person.
 */
export function LikeButton({
  worksId,
  likeCount,
  hasLike = false,
  size = 'middle',
}: TLikeButtonProps) {
  const { t } = useTranslation();
  const signedIn = useAppStore((s) => Boolean(s.token));
  // What this viewer did here; until then, what the server said.
  const [local, setState] = useState<{ liked: boolean; count: number } | null>(null);
  const state = local ?? { liked: hasLike, count: likeCount };
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (!signedIn) {
      void feedback().message.info(t('works.like.signIn'));
      return;
    }
    if (state.liked || busy) return;
    const before = state;
    setState({ liked: true, count: before.count + 1 });
    setBusy(true);
    try {
      const result = await likeWork(worksId);
      setState({ liked: result.hasLike, count: result.likeCount });
    } catch {
      setState(before);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size={size}
      shape="round"
      className={state.liked ? styles.liked : styles.like}
      icon={state.liked ? <HeartFilled /> : <HeartOutlined />}
      aria-pressed={state.liked}
      aria-label={t('works.like.aria', { count: state.count })}
      title={state.liked ? t('works.like.liked') : t('works.like.like')}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void onClick();
      }}
    >
      <span data-testid="like-count">{state.count}</span>
    </Button>
  );
}
