// Who is signed in to the console (e-mail and role, from the server), and whether the console may
// offer money actions: only admins move money; the server refuses support operators anyway.
import { mayMoveMoney, operatorQueryOptions } from '@mapato/client';
import { useQuery } from '@tanstack/react-query';
import { useAdminPb } from './admin-pb.ts';

export function useAdmin() {
  const query = useQuery(operatorQueryOptions(useAdminPb()));
  return { operator: query.data, canMoveMoney: mayMoveMoney(query.data), query };
}
