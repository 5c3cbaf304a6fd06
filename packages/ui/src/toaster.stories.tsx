import { SIGNIN_TOAST_MS, WITHDRAWAL_TOAST_MS, withdrawalSubmittedDetail } from '@mapato/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Nav } from './nav.tsx';
import { Toaster } from './toaster.tsx';
import { createToast, createToastStore, type ToastStore } from './toast-store.ts';
import { m } from '@mapato/i18n';

// Each story gets its own queue so stories never see each other's toasts.
function Demo({ position, fill }: { position?: 'top-right' | 'bottom-right'; fill?: (s: ToastStore) => void }) {
  const [store] = useState(() => {
    const s = createToastStore();
    fill?.(s);
    return s;
  });
  const toast = createToast(store);
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => toast.success(m.loginSuccess(), { duration: SIGNIN_TOAST_MS })}>Success</Button>
      <Button variant="danger" onClick={() => toast.error(m.updateFailedToast())}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast.info(m.noChanges())}>
        Info
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          const id = toast.loading(m.processing());
          window.setTimeout(() => toast.update(id, { variant: 'success', title: m.withdrawalSubmitted() }), 800);
        }}
      >
        Loading, then success
      </Button>
      <Toaster store={store} position={position} />
    </div>
  );
}

const meta = { title: 'Kit/Toaster', component: Toaster } satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TopRight: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Info' }));
    const region = body.getByRole('region', { name: /Notifications/ });
    await expect(await within(region).findByText('No changes to save!')).toBeVisible();
  },
};

export const BottomRightOnAccount: Story = { render: () => <Demo position="bottom-right" /> };

/** A phone: bottom-right toasts stay above the bottom tab bar instead of covering it. */
export const BottomRightAboveTheTabBar: Story = {
  globals: { viewport: { value: 'mobile360' } },
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <Nav user={{ username: 'wanjiku' }} currentPath="/account" onLogout={() => {}} />
      <Demo position="bottom-right" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Info' }));
    const region = body.getByRole('region', { name: /Notifications/ });
    const toast = (await within(region).findByText('No changes to save!')).closest('li')!;
    const tabBar = body.getByRole('navigation', { name: 'Quick navigation' });
    await expect(toast.getBoundingClientRect().bottom).toBeLessThanOrEqual(tabBar.getBoundingClientRect().top);
  },
};

export const EveryVariant: Story = {
  render: () => (
    <Demo
      fill={(s) => {
        const toast = createToast(s);
        toast('Copied to clipboard', { duration: Infinity });
        toast.info(m.noChanges(), { duration: Infinity });
        toast.loading(m.processing());
        toast.success(m.withdrawalSubmitted(), {
          description: withdrawalSubmittedDetail(1500, '0712345678'),
          duration: Infinity,
        });
        toast.error(m.withdrawalFailed(), { duration: Infinity });
      }}
    />
  ),
};

export const WithdrawalOnPhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  render: () => (
    <Demo
      fill={(s) =>
        createToast(s).success(m.withdrawalSubmitted(), {
          description: withdrawalSubmittedDetail(1500, '0712345678'),
          duration: WITHDRAWAL_TOAST_MS,
        })
      }
    />
  ),
};
