/**
 * A few pushes the super admin sent before the seed date, so the history is not empty on a fresh
 * mock. Fixed ids and dates (no PRNG): adding them changes no other collection.
 */
import type { PushRecord } from '../src/domain/push';
import type { Admin } from './types';

const SENT: readonly Omit<PushRecord, '_id' | 'iSenderId' | 'sSenderEmail' | 'sSenderName'>[] = [
  {
    sTitle: 'Welcome to Giftdesk',
    sContent: 'Buy, sell and redeem gift cards in one place. Your wallet is ready.',
    sURL: 'https://giftdesk.example/welcome',
    sLogo: 'pushimages/giftdesk-logo.svg',
    sBanner: '',
    dCreatedAt: '2026-09-14T09:30:00.000Z',
  },
  {
    sTitle: 'New: Steam Wallet codes',
    sContent: 'Steam Wallet codes are now in the catalogue, delivered by email in minutes.',
    sURL: 'https://giftdesk.example/cards/steam',
    sLogo: 'pushimages/giftdesk-logo.svg',
    sBanner: '',
    dCreatedAt: '2026-10-02T16:05:00.000Z',
  },
  {
    sTitle: 'Weekend sale: 10% cashback',
    sContent: 'Every gift card bought this weekend earns 10% cashback in your wallet.',
    sURL: 'https://giftdesk.example/sale',
    sLogo: 'pushimages/giftdesk-logo.svg',
    sBanner: 'pushimages/weekend-sale-banner.svg',
    dCreatedAt: '2026-10-30T08:00:00.000Z',
  },
];

export function seedPushes(admins: readonly Admin[]): PushRecord[] {
  const sender = admins.find((admin) => admin.eRole === 'super');
  if (!sender) return [];
  return SENT.map((push, index) => ({
    _id: `5eed00000000000000000${String(index + 1).padStart(3, '0')}`,
    ...push,
    iSenderId: sender._id,
    sSenderEmail: sender.sEmail,
    sSenderName: sender.sFullName,
  }));
}
