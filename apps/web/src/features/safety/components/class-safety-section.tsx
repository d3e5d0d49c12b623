import { FileSearchOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { classHistoryPath, classRulesPath } from '../paths';
import { ClassAlertsPanel } from './class-alerts-panel';
import styles from './class-safety-section.module.css';
import { WeeklySummary } from './weekly-summary';

/**
 * The class page's safety: live alerts first, the week's flags beside them, and the way to
 * the class's whole AI history and its own rules.
 */
export function ClassSafetySection({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.section}>
      <div className={styles.links}>
        <Button
          icon={<FileSearchOutlined aria-hidden />}
          onClick={() => navigate(classHistoryPath(classId))}
        >
          {t('safety.links.history')}
        </Button>
        <Button
          icon={<SafetyCertificateOutlined aria-hidden />}
          onClick={() => navigate(classRulesPath(classId))}
        >
          {t('safety.links.rules')}
        </Button>
      </div>
      <ClassAlertsPanel classId={classId} />
      <WeeklySummary classId={classId} />
    </div>
  );
}
