export { QUEUES, queueAt, type Queue, type QueueKey } from './queues';
export { QueueBadge } from './QueueBadge';
export { sumOf, useQueueCounts, useQueuePolling, useVisibleQueues } from './useQueueCounts';
