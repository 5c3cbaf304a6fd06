import { MAX_TOASTS, SIGNIN_TOAST_MS, WITHDRAWAL_TOAST_MS } from '@mapato/core';
import { describe, expect, it, vi } from 'vitest';
import { createToast, createToastStore } from './toast-store.ts';

function setup() {
  const store = createToastStore();
  return { store, toast: createToast(store) };
}

describe('toast store', () => {
  it('gives each variant the spec duration: 4 s plain, info and error, 2 s success, loading forever', () => {
    const { store, toast } = setup();
    toast('Copied');
    toast.info('No changes to save!');
    toast.error('Failed to update profile.');
    toast.success('Logged out successfully!');
    toast.loading('Processing...');
    expect(store.getSnapshot().map((t) => [t.variant, t.duration])).toEqual([
      ['default', 4000],
      ['info', 4000],
      ['error', 4000],
      ['success', 2000],
      ['loading', Infinity],
    ]);
  });

  it('lets a call override the duration (sign-in 2500 ms, withdrawal 5 s)', () => {
    const { store, toast } = setup();
    toast.success('Successfully Logged In', { duration: SIGNIN_TOAST_MS });
    toast.success('Withdrawal request submitted!', {
      description: 'KSh 1,500 will be sent to 0712345678',
      duration: WITHDRAWAL_TOAST_MS,
    });
    const [signin, withdrawal] = store.getSnapshot();
    expect(signin?.duration).toBe(2500);
    expect(withdrawal).toMatchObject({ duration: 5000, description: 'KSh 1,500 will be sent to 0712345678' });
  });

  it(`keeps at most ${MAX_TOASTS}: the oldest drop off`, () => {
    const { store, toast } = setup();
    for (let i = 1; i <= 25; i += 1) toast(`Toast ${i}`);
    const titles = store.getSnapshot().map((t) => t.title);
    expect(titles).toHaveLength(20);
    expect(titles[0]).toBe('Toast 6');
    expect(titles.at(-1)).toBe('Toast 25');
  });

  it('turns a loading toast into its outcome, taking the new variant’s duration', () => {
    const { store, toast } = setup();
    const id = toast.loading('Processing...');
    toast.update(id, { variant: 'success', title: 'Withdrawal request submitted!' });
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({
        id,
        variant: 'success',
        title: 'Withdrawal request submitted!',
        duration: 2000,
        version: 1,
      }),
    ]);
    toast.update('unknown', { title: 'ignored' });
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('replaces a shown toast given the same id instead of stacking a copy', () => {
    const { store, toast } = setup();
    toast.loading('Processing...', { id: 'withdraw' });
    toast.error('Failed to process withdrawal', { id: 'withdraw' });
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({
        id: 'withdraw',
        variant: 'error',
        title: 'Failed to process withdrawal',
        duration: 4000,
      }),
    ]);
  });

  it('dismisses one toast, or all, and tells subscribers', () => {
    const { store, toast } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const a = toast('A');
    toast('B');
    toast('C');
    toast.dismiss(a);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['B', 'C']);
    toast.dismiss();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(5);
    unsubscribe();
    toast('D');
    expect(listener).toHaveBeenCalledTimes(5);
  });
});
