import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import type { TLoginCard } from '@haoduo/contract';
import { Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../../../shared/stores/app-store';
import { viewerKey } from '../../../../shared/stores/session';
import { useLoginCards } from '../../api/get-login-cards';
import { QrCode } from '../qr-code';
import styles from './login-cards-sheet.module.css';
import { classDetailPath } from './manage-paths';

/** The address a card's QR code opens: the student sign-in with the login name filled. */
export function loginCardUrl(card: TLoginCard): string {
  return new URL(card.loginUrl, window.location.origin).href;
}

function LoginCard({ card, className }: { card: TLoginCard; className: string }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card} aria-label={card.name}>
      <div className={styles.cardText}>
        <div className={styles.cardName}>{card.name}</div>
        <div className={styles.cardClass}>{className}</div>
        <dl className={styles.cardFacts}>
          <dt>{t('manage.username')}</dt>
          <dd>{card.username}</dd>
          <dt>{t('manage.initialPassword')}</dt>
          <dd>{card.initialPassword ?? t('manage.passwordChangedShort')}</dd>
        </dl>
      </div>
      <div className={styles.cardQr}>
        <QrCode
          value={loginCardUrl(card)}
          size={96}
          label={t('manage.cardQr', { name: card.name })}
        />
        <span>{t('manage.scanToLogin')}</span>
      </div>
    </article>
  );
}

/**
 * 打印登录卡: a print-ready sheet of a class's sign-in cards (name, login name, initial
 * password, a QR code opening /login?type=1&username=...). Printing shows only the cards.
 */
export function LoginCardsSheet({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useAppStore(viewerKey);
  const cards = useLoginCards(viewer, classId);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Button
          type="link"
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={() => navigate(classDetailPath(classId))}
        >
          {t('manage.backToClass')}
        </Button>
        <Button
          type="primary"
          size="large"
          icon={<PrinterOutlined aria-hidden />}
          disabled={!cards.data || cards.data.list.length === 0}
          onClick={() => window.print()}
        >
          {t('manage.print')}
        </Button>
      </div>
      {cards.isPending ? (
        <Skeleton active />
      ) : !cards.data || cards.data.list.length === 0 ? (
        <Empty description={t('manage.noStudents')} />
      ) : (
        <div className={styles.sheet} data-testid="login-cards">
          <header className={styles.sheetHead}>
            <h2 className={styles.sheetTitle}>
              {t('manage.cardsTitle', { className: cards.data.courseClassName })}
            </h2>
            <p className={styles.sheetMeta}>
              {cards.data.schoolName} · {cards.data.platformSemesterName} · {t('manage.cardsHint')}
            </p>
          </header>
          <div className={styles.grid}>
            {cards.data.list.map((card) => (
              <LoginCard
                key={card.worksStudentId}
                card={card}
                className={cards.data.courseClassName}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
