import type { KycStatus, KycVariant } from '../domain/customer';

/**
 * Each list's action column, exactly as platform.md s.2 says, as data: one implementation, four
 * configurations. `mark` is the check-mark / cross-mark column of the verified / rejected lists.
 */
export interface KycListActions {
  mark?: 'check' | 'cross';
  /** The eye link to the verify screen. */
  eye: (status: KycStatus) => boolean;
  /** The check link (to the verify screen) for verified rows. */
  checkLink: (status: KycStatus) => boolean;
  /** The send-reminder-mail button. */
  remind: (status: KycStatus) => boolean;
}

const never = () => false;

export const KYC_LIST_ACTIONS: Record<KycVariant, KycListActions> = {
  submitted: { eye: (s) => s !== 'p', checkLink: (s) => s === 'v', remind: never },
  verified: { mark: 'check', eye: () => true, checkLink: never, remind: never },
  pending: { eye: never, checkLink: never, remind: (s) => s === 'p' },
  rejected: { mark: 'cross', eye: never, checkLink: never, remind: (s) => s === 'p' },
};
