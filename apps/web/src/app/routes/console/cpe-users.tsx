import { UsersPage } from '@/features/cpe/components/users-page';

/** 5G快线 › 上网用户. */
export function Component() {
  return <UsersPage />;
}
