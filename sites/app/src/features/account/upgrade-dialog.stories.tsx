import { createUpgradeRequest, getPocketBase } from '@mapato/client';
import { stkPayLabel } from '@mapato/core';

import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectNoSidewaysScroll,
  KISWAHILI_PHONE,
  mocksWith,
  PATHS,
  signInAs,
  withScreen,
  inKiswahili,
} from '../../stories/screen-story.tsx';
import { UpgradeDialog } from './upgrade-dialog.tsx';
import { m } from '@mapato/i18n';

const meta = {
  title: 'Screens/Account/Upgrade dialog',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: UpgradeDialog,
  decorators: [withScreen('bottom-right')],
  beforeEach: signInAs('brian'),
  args: { currentLevel: 2, memberPhone: '+254722000111' },
} satisfies Meta<typeof UpgradeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** brian asks for Level 3 by an M-Pesa prompt before the story: to `number`, e.g. one that never answers. */
const promptPending = (number: string) => async () => {
  await createUpgradeRequest(getPocketBase(), { level: 3, msisdn: number }, crypto.randomUUID());
};

async function open(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Upgrade' }));
  return within(await within(document.body).findByRole('dialog'));
}

/** The levels as cards on a phone: bond, daily pay, payback, and every Choose within the screen. */
export const LevelCardsOnPhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const levels = within(await dialog.findByRole('list', { name: 'Levels' }));
    const j2 = levels.getByRole('listitem', { name: 'Level 3 (J2)' });
    await expect(j2).toHaveTextContent('KSh 10,000');
    await expect(j2).toHaveTextContent('about 31 days of every task to earn back KSh 10,000');
    await expect(levels.getByRole('listitem', { name: 'Level 2 (J1)' })).toHaveTextContent('Your level');
    const choose = within(j2).getByRole('button', { name: 'Choose level 3 (J2)' });
    const { left, right } = choose.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(360);
    await userEvent.click(choose);
    await expect(await dialog.findByRole('button', { name: 'Pay KSh 10,000 with M-Pesa' })).toBeInTheDocument();
  },
};

/**
 * Beside the table's figures, what members at each level earned a day in the last 30 days (the mocks'
 * demo members: brian alone at Level 2, with his sign-up reward; his referral waits for his friend's
 * accepted work, ADR 074), "No members yet"
 * where nobody is; the bond said to be a fee, never refunded, with the page of how members are paid.
 */
export const HonestFiguresOnPhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    // The statement comes once the member's upgrade requests are read.
    await expect(
      await dialog.findByText(
        'A bond is a fee for access to higher-paid work. It is not a deposit or an investment, and it is not refunded.',
      ),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'How Mapato pays its members' })).toHaveAttribute(
      'href',
      '/transparency',
    );
    const levels = within(await dialog.findByRole('list', { name: 'Levels' }));
    const mine = levels.getByRole('listitem', { name: 'Level 2 (J1)' });
    await expect(await within(mine).findByText('KSh 30 a day (median of 1 member)')).toBeInTheDocument();
    await expect(mine).toHaveTextContent('Members earned, last 30 days');
    await expect(levels.getByRole('listitem', { name: 'Level 3 (J2)' })).toHaveTextContent(
      'Members earned, last 30 daysNo members yet',
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** The same in Kiswahili: the figures' words, and the link to the page's Kiswahili twin. */
export const HonestFiguresInKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pandisha kiwango' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    // The statement comes once the member's upgrade requests are read (a moment on a busy machine).
    await expect(await dialog.findByText(/^Dhamana ni ada ya kupata kazi zinazolipa zaidi\./)).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'Jinsi Mapato inavyowalipa wanachama wake' })).toHaveAttribute(
      'href',
      '/sw/transparency',
    );
    const levels = within(await dialog.findByRole('list', { name: 'Viwango' }));
    const mine = within(await levels.findByRole('listitem', { name: 'Kiwango cha 2 (J1)' }));
    await expect(await mine.findByText('KSh 30 kwa siku (wastani wa kati wa mwanachama 1)')).toBeInTheDocument();
    await expect(levels.getByRole('listitem', { name: 'Kiwango cha 3 (J2)' })).toHaveTextContent(
      'Bado hakuna wanachama',
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A prompt is on the phone already (0700 000 000 never answers): the request, live, and nothing to pay. */
export const RequestInProgress: Story = {
  beforeEach: promptPending('0700 000 000'),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(await dialog.findByRole('heading', { name: 'Upgrade request in progress' })).toBeInTheDocument();
    const facts = dialog.getByText('Paid by').closest('dl')!;
    await expect(facts).toHaveTextContent(
      'LevelLevel 3 (J2)BondKSh 10,000Paid byM-Pesa prompt to 0700 000 000Requested',
    );
    await expect(facts).toHaveTextContent(/StatusProcessing$/);
    await expect(dialog.queryByRole('button', { name: /Choose|with M-Pesa|Submit reference/ })).toBeNull();
    await expect(dialog.queryByLabelText('M-Pesa number')).toBeNull();
  },
};

/** The demo's Level-1 member typed a reference that an operator has not confirmed yet. */
export const ReferenceInProgress: Story = {
  args: { currentLevel: 1, memberPhone: '+254712345678' },
  beforeEach: signInAs('amina'),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(await dialog.findByRole('heading', { name: 'Upgrade request in progress' })).toBeInTheDocument();
    await expect(dialog.getByText(/^M-Pesa reference SDP[A-Z0-9]{4}001$/)).toBeInTheDocument();
    await expect(dialog.getByText("Our team is checking this reference against M-Pesa's records.")).toBeInTheDocument();
    await expect(dialog.queryByRole('list', { name: 'Levels' })).toBeNull();
  },
};

/** The member cancels the prompt while watching: M-Pesa's reason, then the levels again. */
export const InProgressThenCancelled: Story = {
  beforeEach: promptPending('0700 001 032'),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(await dialog.findByRole('heading', { name: 'Upgrade request in progress' })).toBeInTheDocument();
    const reason = `${m.mpesaCancelled()}. No money was taken; you can try again.`;
    await expect(await dialog.findByText(reason, {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(await dialog.findByRole('list', { name: 'Levels' })).toBeInTheDocument();
  },
};

/**
 * A request made on another phone after this screen looked: the server refuses the new one, and
 * the dialog shows the request in progress instead of an error.
 */
export const MadeElsewhereMeanwhile: Story = {
  beforeEach: promptPending('0700 000 000'),
  parameters: mocksWith(
    http.get(
      PATHS.registrations,
      () => HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] }),
      { once: true },
    ),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Choose level 4 (J3)' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Pay KSh 26,000 with M-Pesa' }));
    await expect(await dialog.findByRole('heading', { name: 'Upgrade request in progress' })).toBeInTheDocument();
    await expect(dialog.getByText('M-Pesa prompt to 0700 000 000')).toBeInTheDocument();
    await expect(dialog.queryByText(m.upgradePending())).toBeNull();
  },
};

/** Opens the dialog by its Kiswahili button: the dialog element (it floats above the page) and its queries. */
async function openInKiswahili(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pandisha kiwango' }));
  const box = await within(document.body).findByRole('dialog');
  return { box, dialog: within(box) };
}

/** Level 3 (J2), chosen by its button, found by the level's name (the button's words are the kit's). */
async function chooseLevelJ2(dialog: ReturnType<typeof within>) {
  const levels = within(await dialog.findByRole('list', { name: 'Viwango' }));
  await userEvent.click(levels.getByRole('button', { name: /\b3 \(J2\)$/ }));
}

/** Kiswahili on a phone: the levels, the bond paid by an M-Pesa prompt, and waiting for M-Pesa. */
export const PromptInKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  play: async ({ canvasElement }) => {
    const { box, dialog } = await openInKiswahili(canvasElement);
    await expect(await dialog.findByRole('heading', { name: 'Pandisha kiwango chako' })).toBeInTheDocument();
    await expect(await dialog.findByText(/^Chagua kiwango cha juu zaidi:/)).toBeInTheDocument();
    await chooseLevelJ2(dialog);
    await expect(
      await dialog.findByRole('heading', { name: 'Lipa dhamana ya Kiwango cha 3 (J2)' }),
    ).toBeInTheDocument();
    const number = dialog.getByLabelText('Nambari ya M-Pesa');
    await expect(number).toHaveAccessibleDescription(/Nambari yako, au nambari nyingine ya Safaricom\./);
    await expectNoSidewaysScroll(canvasElement, box);
    await userEvent.clear(number);
    await userEvent.type(number, '0700 000 000');
    await userEvent.click(dialog.getByRole('button', { name: stkPayLabel(10_000) }));
    await expect(await dialog.findByRole('status', { name: 'Tunasubiri M-Pesa…' })).toBeInTheDocument();
    const sent = 'Ombi la M-Pesa la KSh 10,000 (Kiwango cha 3, J2) limetumwa kwa 0700 000 000.';
    await expect(dialog.getByText((_, node) => node?.tagName === 'P' && node.textContent === sent)).toBeInTheDocument();
    await expect(dialog.getByText('0700 000 000')).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement, box);
  },
};

/** Kiswahili: paying first, then giving the M-Pesa reference. */
export const ReferenceInKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  play: async ({ canvasElement }) => {
    const { box, dialog } = await openInKiswahili(canvasElement);
    await chooseLevelJ2(dialog);
    await userEvent.click(await dialog.findByRole('button', { name: m.stkManualWay() }));
    await expect(await dialog.findByLabelText('Msimbo wa muamala wa M-Pesa')).toBeInTheDocument();
    await expect(
      dialog.getByText('Fungua M-Pesa, chagua Lipa na M-Pesa, kisha Nunua Bidhaa na Huduma.'),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Tuma msimbo' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Rudi' })).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement, box);
  },
};

/** Kiswahili: a request already on its way, and nothing to pay. */
export const InProgressInKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  beforeEach: promptPending('0700 000 000'),
  play: async ({ canvasElement }) => {
    const { box, dialog } = await openInKiswahili(canvasElement);
    await expect(
      await dialog.findByRole('heading', { name: 'Ombi la kupandisha kiwango linashughulikiwa' }),
    ).toBeInTheDocument();
    const facts = within(dialog.getByText('Njia ya malipo').closest('dl')!);
    for (const term of ['Kiwango', 'Dhamana', 'Iliombwa', 'Hali'])
      await expect(facts.getByText(term)).toBeInTheDocument();
    await expect(dialog.getByText('Ombi la M-Pesa likiwa kwenye simu yako, weka PIN yako hapo.')).toBeInTheDocument();
    const footer = box.querySelector<HTMLElement>('[data-slot="dialog-footer"]')!;
    await expect(within(footer).getByRole('button', { name: 'Funga' })).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement, box);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const LevelCardsOnPhoneInKiswahili: Story = inKiswahili(LevelCardsOnPhone);
export const RequestInProgressInKiswahili: Story = inKiswahili(RequestInProgress);
export const ReferenceInProgressInKiswahili: Story = inKiswahili(ReferenceInProgress);
export const InProgressThenCancelledInKiswahili: Story = inKiswahili(InProgressThenCancelled);
export const MadeElsewhereMeanwhileInKiswahili: Story = inKiswahili(MadeElsewhereMeanwhile);
