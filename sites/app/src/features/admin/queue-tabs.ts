// The queues' tabs (their names are the last segment of the queues' URLs). Kept on their own:
// the route checks a tab before the console's code has loaded.
export const QUEUE_TABS = ['approval', 'open', 'bonds', 'review', 'duplicates'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];
