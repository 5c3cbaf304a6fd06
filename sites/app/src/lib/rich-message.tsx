// A message with elements inside it (an amount in bold, a receipt in monospace): the translation,
// not the code, decides where they go. The message is asked for with a marker in each element's
// place, then cut at the markers.
import { Fragment, type ReactNode } from 'react';

// Private-use characters: no translation or parameter holds them.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKER = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/** `message` called with markers for `nodes`' names, each marker replaced by its element. */
export function richMessage<Name extends string>(
  message: (markers: Record<Name, string>) => string,
  nodes: Record<Name, ReactNode>,
): ReactNode {
  const names = Object.keys(nodes) as Name[];
  const markers = Object.fromEntries(names.map((name) => [name, `${OPEN}${name}${CLOSE}`])) as Record<Name, string>;
  // Split by a capturing pattern: text at even places, element names at odd ones.
  const parts = message(markers).split(MARKER);
  return parts.map((part, index) => (index % 2 === 0 ? part : <Fragment key={index}>{nodes[part as Name]}</Fragment>));
}
