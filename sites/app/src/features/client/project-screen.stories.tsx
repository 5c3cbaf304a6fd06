import { createProject, getClientPocketBase } from '@mapato/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, demoStore } from '@mapato/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { asClient, inKiswahili, SeededProject, withClient } from '../../stories/client-story.tsx';

const meta = {
  title: 'Client/Project',
  tags: ['!autodocs'],
  component: SeededProject,
  decorators: [withClient('projects')],
  beforeEach: asClient,
  args: { title: 'Sentiment' },
} satisfies Meta<typeof SeededProject>;
export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 10_000 };
/** The simulated phone answers at once, so the wait for M-Pesa is short. */
const quickPhone = { msw: { handlers: createHandlers({ store: demoStore, payments: { phoneDelayMs: 300 } }) } };

/** A draft the balance covers: funded from it, live at once. */
export const FundFromBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your balance covers it: the project goes live at once.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Fund from my balance' }));
    await expect(await canvas.findByText('Live', {}, SLOW)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download results (CSV)' })).toBeInTheDocument();
  },
};

/** A bigger draft: the rest by an M-Pesa prompt, "Check your phone", then live. */
export const FundByMpesa: Story = {
  parameters: quickPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Your balance covers it: the project goes live at once.');
    await addItems(canvas, 2000);
    await expect(await canvas.findByRole('button', { name: /^Pay KSh [\d,]+ by M-Pesa$/ }, SLOW)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /by M-Pesa$/ }));
    await expect(await canvas.findByText('Check your phone')).toBeInTheDocument();
    await expect(await canvas.findByText('Live', {}, SLOW)).toBeInTheDocument();
  },
};

/** The client cancels the prompt: nothing taken, the reason shown, try again. */
export const FundingDeclined: Story = {
  parameters: quickPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Your balance covers it: the project goes live at once.');
    await addItems(canvas, 2000);
    const phone = await canvas.findByLabelText(/^M-Pesa number/, {}, SLOW);
    await userEvent.clear(phone);
    await userEvent.type(phone, '0700001032');
    await userEvent.click(canvas.getByRole('button', { name: /by M-Pesa$/ }));
    await expect(await canvas.findByText('The payment did not go through', {}, SLOW)).toBeInTheDocument();
    await expect(canvas.getByText(/Nothing was taken; you can try again\./)).toBeInTheDocument();
  },
};

/** Text answers: accept one, reject one only with a reason. */
export const Review: Story = {
  args: { title: 'Describe' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answer = await canvas.findByText('asdf');
    const row = answer.closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    await expect(within(row).getByText('Say why, so the member can do better.')).toBeInTheDocument();
    await userEvent.type(within(row).getByLabelText(/^Reason/), 'Not a sentence');
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(canvas.queryByText('asdf')).not.toBeInTheDocument());
    const first = canvas.getByText('A woman sells tomatoes at a market stall.').closest('li')!;
    await userEvent.click(within(first).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(canvas.queryByText('A woman sells tomatoes at a market stall.')).not.toBeInTheDocument(),
    );
  },
};

/** Close asks first and says the unspent money goes back to the balance. */
export const Close: Story = {
  args: { title: 'Check' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close project' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('The unspent money, KSh 1,320, returns to your balance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close it' }));
    await expect(await canvas.findByText('Closed')).toBeInTheDocument();
  },
};

/** The instructions are the members' safe Markdown: a heading, a list and bold drawn as such. */
export const Instructions: Story = {
  args: { title: 'Check' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Instructions'));
    const instructions = canvas.getByTestId('project-instructions');
    await expect(within(instructions).getByText('Good').tagName).toBe('STRONG');
    await expect(instructions).not.toHaveTextContent('**');
  },
};

const HOSTILE =
  '# How to answer\n\n- Read **all** of it\n- Then choose\n\n<script>window.hacked = 1</script> <img src=x onerror="window.hacked = 1">\n\n[Open](javascript:window.hacked=1) [guide](https://example.org/guide)';

/** Instructions written to harm: tags stay text, a javascript: link is no link; the rest is drawn. */
export const InstructionsAreNotHtml: Story = {
  args: { title: 'Hostile' },
  beforeEach: async () => {
    await createProject(getClientPocketBase(), {
      title: 'Hostile instructions',
      instructions: HOSTILE,
      kind: 'choice',
      options: ['Yes', 'No'],
      pay: 2,
      overlap: 1,
      min_level: 1,
      language: 'en',
      min_seconds: 2,
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Instructions'));
    const instructions = canvas.getByTestId('project-instructions');
    await expect(within(instructions).getByRole('heading', { name: 'How to answer' })).toBeVisible();
    await expect(within(instructions).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(instructions).getByText('all').tagName).toBe('STRONG');
    await expect(instructions.querySelector('script, img')).toBeNull();
    await expect(instructions).toHaveTextContent('<script>window.hacked = 1</script>');
    await expect(within(instructions).getAllByRole('link')).toHaveLength(1);
    await expect(within(instructions).getByRole('link', { name: 'guide' })).toHaveAttribute(
      'href',
      'https://example.org/guide',
    );
    await expect((window as { hacked?: number }).hacked).toBeUndefined();
  },
};

export const Mobile: Story = { args: { title: 'Check' }, globals: { viewport: { value: 'mobile360' } } };

export const FundFromBalanceInKiswahili: Story = inKiswahili(FundFromBalance);
export const ReviewInKiswahili: Story = inKiswahili(Review);
export const LiveInKiswahili: Story = inKiswahili(Mobile);

/** Enough items that the balance no longer covers them (KSh 1,820): each is 3 answers × KSh 2. */
async function addItems(canvas: ReturnType<typeof within>, count: number) {
  const jsonl = Array.from({ length: count }, (_, i) => JSON.stringify({ ref: `x${i}`, text: `Ujumbe ${i}` })).join(
    '\n',
  );
  await userEvent.upload(canvas.getByLabelText('CSV or JSON Lines file'), new File([jsonl], 'more.jsonl'));
  await userEvent.click(await canvas.findByRole('button', { name: `Add ${count} items` }));
}
