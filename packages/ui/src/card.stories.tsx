import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

const meta = { title: 'Kit/Card', component: Card } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithEverySlot: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Withdrawal Information</CardTitle>
        <CardDescription>Paid to your M-Pesa number.</CardDescription>
      </CardHeader>
      <CardContent>Minimum KSh 1,000 · up to KSh 70,000 a day · no fees.</CardContent>
      <CardFooter>
        <Button size="sm">Withdraw</Button>
      </CardFooter>
    </Card>
  ),
};
