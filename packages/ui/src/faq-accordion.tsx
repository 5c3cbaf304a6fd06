// FaqAccordion: questions and answers on Radix Accordion, one open at a time (docs/product.md#home-page).
// Radix gives the button/region wiring, aria-expanded and arrow-key moves between questions.
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import { cn } from './lib/cn.ts';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqAccordionProps extends Omit<AccordionPrimitive.AccordionSingleProps, 'type' | 'collapsible'> {
  items: readonly FaqItem[];
  /** Shown under the questions, e.g. 'Still have questions? Contact us' linking to /support. */
  footer?: ReactNode;
}

export function FaqAccordion({ items, footer, className, ...props }: FaqAccordionProps) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      data-slot="faq-accordion"
      className={cn('flex flex-col divide-y divide-border rounded-lg border border-border', className)}
      {...props}
    >
      {items.map((item, index) => (
        <AccordionPrimitive.Item key={item.question} value={`faq-${index}`} data-slot="faq-item">
          <AccordionPrimitive.Header className="flex">
            <AccordionPrimitive.Trigger className="group flex min-h-12 flex-1 items-center justify-between gap-3 px-4 py-3 text-left font-medium hover:bg-muted">
              {item.question}
              <Icon
                name="chevron-down"
                className="text-muted-foreground transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
              />
            </AccordionPrimitive.Trigger>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-4 pb-4 text-sm text-muted-foreground">
            {item.answer}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
      {footer ? (
        <div data-slot="faq-footer" className="px-4 py-3 text-sm">
          {footer}
        </div>
      ) : null}
    </AccordionPrimitive.Root>
  );
}
