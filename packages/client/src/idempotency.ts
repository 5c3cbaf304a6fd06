// One Idempotency-Key per submit. TanStack Query calls mutationFn again with the same variables
// object on a retry, so keying on that object gives a retry the first attempt's key (the server
// then answers with the first result instead of paying twice), while a new submit gets a new key.
const keys = new WeakMap<object, string>();

export function idempotencyKeyFor(submit: object): string {
  let key = keys.get(submit);
  if (key === undefined) {
    key = crypto.randomUUID();
    keys.set(submit, key);
  }
  return key;
}
