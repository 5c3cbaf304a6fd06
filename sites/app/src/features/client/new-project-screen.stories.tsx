import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { asClient, inKiswahili, withClient } from '../../stories/client-story.tsx';
import { ClientGoProvider } from './client-link.tsx';
import { NewProjectScreen } from './new-project-screen.tsx';

const go = fn();

const meta = {
  title: 'Client/New project',
  tags: ['!autodocs'],
  component: NewProjectScreen,
  decorators: [
    (Story) => (
      <ClientGoProvider value={go}>
        <Story />
      </ClientGoProvider>
    ),
    withClient('new'),
  ],
  beforeEach: async () => {
    go.mockClear();
    return asClient();
  },
} satisfies Meta<typeof NewProjectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const CSV = 'ref,text,gold\nt1,Habari za asubuhi,Good\nt2,"Asante, rafiki",\nt3,,\nt4,Karibu sana,\n';

/** What the client writes is previewed as members will see it: Markdown drawn, HTML as text. */
export const InstructionsPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(/^Instructions for members/),
      '# Steps{enter}- Pick **one**{enter}<b>x</b>',
    );
    const preview = canvas.getByRole('region', { name: 'As members will see them' });
    await expect(within(preview).getByRole('heading', { name: 'Steps' })).toBeVisible();
    await expect(within(preview).getByText('one').tagName).toBe('STRONG');
    await expect(preview.querySelector('b')).toBeNull();
    await expect(preview).toHaveTextContent('<b>x</b>');
  },
};

/** The client fills the form, picks a CSV (read here), sees the quote, and saves the draft. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Greetings check');
    await userEvent.type(canvas.getByLabelText(/^Instructions for members/), 'Is it a greeting?');
    await userEvent.type(canvas.getByLabelText(/^Options, one a line/), 'Good{enter}Bad');
    await userEvent.upload(
      canvas.getByLabelText('CSV or JSON Lines file'),
      new File([CSV], 'items.csv', { type: 'text/csv' }),
    );
    await expect(await canvas.findByText('Items ready to send: 3')).toBeInTheDocument();
    await expect(canvas.getByText('Line 4: no text or image, or not readable.')).toBeInTheDocument();
    // 3 items × 3 answers × KSh 2 = 18; the fee (20 %) 3.6 → 4; total 22.
    const quote = canvas.getByRole('region', { name: 'What it will cost' });
    await expect(within(quote).getByText('KSh 18')).toBeInTheDocument();
    await expect(within(quote).getByText('KSh 4')).toBeInTheDocument();
    // The total, and what M-Pesa would be asked for (nothing on the balance yet): both KSh 22.
    await expect(within(quote).getAllByText('KSh 22')).toHaveLength(2);
    const pay = canvas.getByLabelText(/^Pay per answer/);
    await userEvent.clear(pay);
    await userEvent.type(pay, '5');
    await expect(within(quote).getByText('KSh 45')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(expect.objectContaining({ to: 'project' })));
  },
};

/** Saving a form with mistakes says each one next to its field and sends nothing. */
export const Mistakes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overlap = canvas.getByLabelText(/^Answers per item/);
    await userEvent.clear(overlap);
    await userEvent.type(overlap, '9');
    await expect(overlap).toHaveValue(9);
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByText('The title needs 3 to 120 characters.')).toBeInTheDocument();
    await expect(canvas.getByText('Answers per item: a whole number from 1 to 5.')).toBeInTheDocument();
    await expect(
      canvas.getByText('Give 2 to 20 different options, none empty and none with a "|".'),
    ).toBeInTheDocument();
    await expect(go).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

export const DefaultInKiswahili: Story = inKiswahili(Default);
export const MistakesInKiswahili: Story = {
  ...inKiswahili(Mistakes),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hifadhi rasimu' }));
    await expect(await canvas.findByText('Kichwa kinahitaji herufi 3 hadi 120.')).toBeInTheDocument();
  },
};
