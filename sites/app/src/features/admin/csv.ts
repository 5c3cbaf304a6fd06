// Saving a CSV export of what an operator is looking at. Decision: the file is built in the browser from
// every page of the current filter (the client fetches them one after the other), so the server
// needs no export endpoint of its own and the file holds exactly the rows the filter shows; each
// page read is audited by the server like any other.

/** Saves the text as a file (a UTF-8 BOM first, so spreadsheets read 'KSh' names right). */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the blob asynchronously after click(); give it a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
