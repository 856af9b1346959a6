/**
 * What the contract says of each call (docs/api.md "Contract"): its tag, answer and flags, and where the
 * spec writes each group of calls.
 */
import type { z } from '../zod';
import type { Readings } from './readings';

const PLATFORM = 'platform.md s.7';
const CATALOGUE = 'catalogue-and-orders.md s.7';

export const CONTRACT_TAGS = [
  'Session',
  'Password and profile',
  'Dashboard',
  'Sub-admins',
  'Customers and KYC',
  'Categories and uploads',
  'Gift cards',
  'Redeem cards',
  'Settings',
  'Push',
  'Orders',
  'Transactions',
] as const;
export type ContractTag = (typeof CONTRACT_TAGS)[number];

export interface ContractOperation {
  summary: string;
  tag: ContractTag;
  /** The 2xx answer: one schema, or every reading the app accepts. */
  answer: z.ZodType | Readings;
  /** Beyond the spec: the app detects it (its first 404 turns it off) and works without it. */
  extension?: boolean;
  /** The body, where the route reads a generic object itself (lists, edit-or-status PUTs). */
  body?: z.ZodType;
  /** The answer carries the session token in its Authorization header (login). */
  tokenHeader?: boolean;
}

/**
 * The calls of one group of the spec's tables, each given the group's tag: a table lists its calls under
 * one heading, and the contract follows it.
 */
export const tagged = <
  const Tag extends ContractTag,
  const Group extends Readonly<Record<string, Omit<ContractOperation, 'tag'>>>,
>(
  tag: Tag,
  group: Group,
) =>
  Object.fromEntries(Object.entries(group).map(([key, operation]) => [key, { ...operation, tag }])) as {
    [Key in keyof Group]: Group[Key] & { tag: Tag };
  };

/** Where each group of calls is written in the spec. */
export const SPEC_SOURCES: Readonly<Record<ContractTag, string>> = {
  Session: PLATFORM,
  'Password and profile': PLATFORM,
  Dashboard: PLATFORM,
  'Sub-admins': PLATFORM,
  'Customers and KYC': `${PLATFORM}, ${CATALOGUE}`,
  'Categories and uploads': CATALOGUE,
  'Gift cards': CATALOGUE,
  'Redeem cards': CATALOGUE,
  Settings: PLATFORM,
  Push: CATALOGUE,
  Orders: CATALOGUE,
  Transactions: CATALOGUE,
};

export const isReadings = (answer: z.ZodType | Readings): answer is Readings =>
  typeof answer === 'object' && answer !== null && 'byReading' in answer;

/** The answer's schema as the document shows it. */
export const answerSchema = (answer: z.ZodType | Readings): z.ZodType =>
  isReadings(answer) ? answer.schema : answer;
