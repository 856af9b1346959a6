/**
 * The kinds of row the spec's call tables repeat, so that a row reads as the spec's does: the call, what
 * it does, and what kind of answer it gets. Rows with an answer of their own stay written out.
 */
import type { z } from '../zod';
import { listReadings, messageAnswer, recordReadings } from './answers';
import { listRequest } from './requests';

/** One page of a list: the body is the list request, which every list route reads leniently. */
export const pageCall = (summary: string, record: z.ZodType, answerId: string) => ({
  summary,
  answer: listReadings(record, answerId),
  body: listRequest,
});

/** A whole list: a GET, so no list request. */
export const listCall = (summary: string, record: z.ZodType, answerId: string) => ({
  summary,
  answer: listReadings(record, answerId),
});

export const recordCall = (summary: string, record: z.ZodObject, answerId: string) => ({
  summary,
  answer: recordReadings(record, answerId),
});

/** A write or an action: the app shows the message. */
export const messageCall = (summary: string) => ({ summary, answer: messageAnswer });
