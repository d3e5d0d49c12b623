import {
  formatFen,
  MOBILE_PATTERN,
  PRINT_BOOK_SIZE_LABELS,
  PRINT_BOOK_SIZES,
  PrintLimit,
  type TPrintBookSize,
  type TPrintQuota,
} from '@haoduo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormItem } from '../../../shared/ui/form-item';
import { Select } from '../../../shared/ui/select';
import { TextInput } from '../../../shared/ui/text-input';
import { RegionSelects, type TRegion } from './region-selects';
import styles from './print.module.css';

export interface TOrderFormValues {
  printNum: number;
  bookSize: TPrintBookSize;
  authorName: string;
  logisticsReceiver: string;
  logisticsReceiverMobile: string;
  logisticsAddress: string;
  province: number;
  city: number;
  district: number;
}

interface TOrderFormProps {
  worksName: string;
  defaultAuthor: string;
  unitPriceFen: number;
  quota: TPrintQuota | undefined;
  /** An order made already (copies and address only): size and author are fixed. */
  fixedBook?: boolean;
  /** The label of the name field (the author on the cover; an anthology's title). */
  authorLabel?: string;
  busy?: boolean;
  onSubmit: (values: TOrderFormValues) => void;
  onCancel: () => void;
}

type TField = 'logisticsReceiver' | 'logisticsReceiverMobile' | 'logisticsAddress' | 'region';

/** Copies, size, author name and address; the free copies left and what is to pay. */
export function OrderForm({
  worksName,
  defaultAuthor,
  unitPriceFen,
  quota,
  fixedBook,
  authorLabel,
  busy,
  onSubmit,
  onCancel,
}: TOrderFormProps) {
  const { t } = useTranslation();
  const [printNum, setPrintNum] = useState(1);
  const [bookSize, setBookSize] = useState<TPrintBookSize>('a5-landscape');
  const [authorName, setAuthorName] = useState(defaultAuthor);
  const [receiver, setReceiver] = useState('');
  const [mobile, setMobile] = useState('');
  const [address, setAddress] = useState('');
  const [region, setRegion] = useState<TRegion>({});
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});

  const free = Math.min(printNum, quota?.remaining ?? 0);
  const amount = (printNum - free) * unitPriceFen;
  const required = (label: string) => t('print.form.required', { field: label });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<TField, string>> = {};
    if (!receiver.trim()) found.logisticsReceiver = required(t('print.form.receiver'));
    if (!MOBILE_PATTERN.test(mobile.trim()))
      found.logisticsReceiverMobile = required(t('print.form.mobile'));
    if (!region.province || !region.city || !region.district)
      found.region = required(t('print.form.region'));
    if (!address.trim()) found.logisticsAddress = required(t('print.form.address'));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      printNum,
      bookSize,
      authorName: authorName.trim(),
      logisticsReceiver: receiver.trim(),
      logisticsReceiverMobile: mobile.trim(),
      logisticsAddress: address.trim(),
      province: region.province!,
      city: region.city!,
      district: region.district!,
    });
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={t('print.form.title', { name: worksName })}
      noValidate
    >
      <h3 className={styles.formTitle}>{t('print.form.title', { name: worksName })}</h3>
      <div className={styles.formGrid}>
        <FormItem label={t('print.form.copies')} required>
          {(control) => (
            <div className={styles.stepper}>
              <button
                type="button"
                aria-label="-1"
                onClick={() => setPrintNum((n) => Math.max(1, n - 1))}
              >
                −
              </button>
              <input
                {...control}
                type="number"
                min={1}
                max={PrintLimit.COPIES_MAX}
                value={printNum}
                onChange={(e) =>
                  setPrintNum(
                    Math.min(PrintLimit.COPIES_MAX, Math.max(1, Number(e.target.value) || 1)),
                  )
                }
              />
              <button
                type="button"
                aria-label="+1"
                onClick={() => setPrintNum((n) => Math.min(PrintLimit.COPIES_MAX, n + 1))}
              >
                +
              </button>
              <span>{t('print.form.copiesUnit')}</span>
            </div>
          )}
        </FormItem>
        {fixedBook ? null : (
          <>
            <FormItem label={t('print.form.size')}>
              {(control) => (
                <Select<TPrintBookSize>
                  aria-label={t('print.form.size')}
                  {...{ id: control.id }}
                  options={PRINT_BOOK_SIZES.map((size) => ({
                    value: size,
                    label: PRINT_BOOK_SIZE_LABELS[size],
                  }))}
                  value={bookSize}
                  onChange={setBookSize}
                />
              )}
            </FormItem>
            <FormItem label={authorLabel ?? t('print.form.author')}>
              {(control) => (
                <TextInput
                  {...control}
                  value={authorName}
                  maxLength={32}
                  onChange={setAuthorName}
                />
              )}
            </FormItem>
          </>
        )}
        <FormItem label={t('print.form.receiver')} required error={errors.logisticsReceiver}>
          {(control) => (
            <TextInput {...control} value={receiver} maxLength={32} onChange={setReceiver} />
          )}
        </FormItem>
        <FormItem label={t('print.form.mobile')} required error={errors.logisticsReceiverMobile}>
          {(control) => (
            <TextInput
              {...control}
              value={mobile}
              inputMode="tel"
              maxLength={11}
              onChange={setMobile}
            />
          )}
        </FormItem>
        <FormItem
          label={t('print.form.region')}
          required
          error={errors.region}
          className={styles.wide}
        >
          {(_control, labelId) => (
            <RegionSelects value={region} onChange={setRegion} labelledBy={labelId} />
          )}
        </FormItem>
        <FormItem
          label={t('print.form.address')}
          required
          error={errors.logisticsAddress}
          className={styles.wide}
        >
          {(control) => (
            <TextInput {...control} value={address} maxLength={200} onChange={setAddress} />
          )}
        </FormItem>
      </div>
      {quota && quota.freeCopies > 0 ? (
        <p className={styles.quota}>
          {t('print.form.quota', {
            total: quota.freeCopies,
            used: quota.used,
            remaining: quota.remaining,
          })}
        </p>
      ) : null}
      <p className={styles.total}>
        {free > 0 ? (
          <span className={styles.freeTag}>{t('print.form.free', { count: free })}</span>
        ) : null}
        {t('print.form.toPay')} <strong data-testid="print-amount">{formatFen(amount)}</strong>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('print.form.cancel')}
        </button>
        <button type="submit" className={styles.primary} disabled={busy}>
          {amount === 0 ? t('print.form.submitFree') : t('print.form.submit')}
        </button>
      </div>
    </form>
  );
}
