// The shape of a demo project written for this product (docs/decisions/060-demo-paid-work.md):
// what the seed turns into a funded, live project with its items.
import type { ProjectKind, ProjectLanguage } from '@mapato/protocol';

export interface DemoItem {
  /** the client's own reference, echoed in the results */
  ref: string;
  /** shown to members as plain text ('' for a picture-only item) */
  text: string;
  /** a file in ./images ('' for none) */
  image: string;
  /** the known answer of a control item ('labels': in the options' order, joined by "|"), '' otherwise */
  gold: string;
}

export interface DemoProject {
  title: string;
  /** the safe Markdown subset: paragraphs, **bold**, lists */
  instructions: string;
  kind: ProjectKind;
  options: readonly string[];
  /** whole shillings per answer */
  pay: number;
  language: ProjectLanguage;
  items: readonly DemoItem[];
}
