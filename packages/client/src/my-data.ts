// "Download my data" (ADR 029): the signed-in member's export (GET /api/account/export) as the
// file the server names, ready for the browser to save.
import { myDataFileName } from '@mapato/core';
import { notSignedIn } from './errors.ts';
import { currentUserId, type TypedPocketBase } from './pb.ts';

export interface MyDataFile {
  fileName: string;
  /** the export, indented so a person can read it */
  json: string;
}

export async function fetchMyData(pb: TypedPocketBase): Promise<MyDataFile> {
  if (currentUserId(pb) === '') throw notSignedIn();
  const data = await pb.send<{ exportedAt: string; tables: { users: { username: string }[] } }>('/api/account/export', {
    method: 'GET',
    requestKey: null,
  });
  const username = data.tables.users[0]?.username ?? 'member';
  return { fileName: myDataFileName(username, data.exportedAt), json: JSON.stringify(data, null, 2) };
}
