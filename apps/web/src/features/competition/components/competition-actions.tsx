import { CompetitionPhase, type TCompetition } from '@haoduo/contract';
import { EditOutlined, SearchOutlined, TrophyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { detailPath } from '../model/competition-links';

/**
 * 立即报名 (open only while registering: before it 报名未开始, after it 报名已截止), 查询我的报名,
 * and 查看获奖名单 once the winners are out.
 */
export function CompetitionActions({ competition: c }: { competition: TCompetition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registering = c.phase === CompetitionPhase.REGISTERING;
  const registerText = registering
    ? t('competition.page.registerNow')
    : c.phase === CompetitionPhase.NOT_STARTED
      ? t('competition.page.registerNotOpen')
      : t('competition.page.registerClosed');
  return (
    <>
      <Button
        type="primary"
        size="large"
        icon={<EditOutlined aria-hidden />}
        disabled={!registering}
        onClick={() => navigate(detailPath(c.id, 'register'))}
      >
        {registerText}
      </Button>
      <Button
        size="large"
        icon={<SearchOutlined aria-hidden />}
        onClick={() => navigate(detailPath(c.id, 'mine'))}
      >
        {t('competition.page.myRegistration')}
      </Button>
      {c.winnersPublished ? (
        <Button
          size="large"
          icon={<TrophyOutlined aria-hidden />}
          onClick={() => navigate(detailPath(c.id, 'winners'))}
        >
          {t('competition.page.winners')}
        </Button>
      ) : null}
    </>
  );
}
