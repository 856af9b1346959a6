import { useState, type ReactElement } from 'react';
import {
  Button,
  useGetResourceLabel,
  useLocaleState,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { SafeConfirm } from '../SafeConfirm';
import { useSelectedItems, useStartBulk } from './BulkRunScope';
import type { BulkJob } from './useBulkRun';

export interface BulkActionButtonProps<T extends RaRecord> {
  /** The button's i18n key; also the confirm button's and the progress dialog's title. */
  label: string;
  icon: ReactElement;
  /**
   * The question's i18n key, given %{smart_count} (the selected rows) and %{name} (the resource's
   * name for that count, in lower case): 'Accept %{smart_count} orders?'.
   */
  confirmTitle: string;
  /** An i18n key for a sentence under the question. */
  confirmContent?: string;
  /** What names a row in the result list (order id, title, email). */
  rowLabel: (record: T) => string;
  task: BulkJob['task'];
  invalidates: BulkJob['invalidates'];
  confirmColor?: 'primary' | 'warning';
}

/**
 * One bulk action of a list's bulk toolbar: a confirmation naming the count, then the per-record
 * calls in the list's BulkRunScope (progress, results, retry). The list shows it only to users with
 * the right, as the row's own button.
 */
export function BulkActionButton<T extends RaRecord>({
  label,
  icon,
  confirmTitle,
  confirmContent,
  rowLabel,
  task,
  invalidates,
  confirmColor = 'primary',
}: BulkActionButtonProps<T>) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const resourceLabel = useGetResourceLabel();
  const [locale] = useLocaleState();
  const start = useStartBulk();
  const { count, items } = useSelectedItems(rowLabel);
  const [open, setOpen] = useState(false);
  const options = {
    smart_count: count,
    name: resourceLabel(resource, count).toLocaleLowerCase(locale),
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} disabled={count === 0}>
        {icon}
      </Button>
      <SafeConfirm
        isOpen={open}
        title={confirmTitle}
        content={confirmContent ?? ''}
        titleTranslateOptions={options}
        contentTranslateOptions={options}
        confirm={label}
        cancel="gd.common.bulk.cancel"
        confirmColor={confirmColor}
        onConfirm={() => {
          setOpen(false);
          start({ title: translate(label), task, invalidates }, items());
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
