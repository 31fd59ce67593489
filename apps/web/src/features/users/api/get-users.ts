// GET users?skip&limit → one page of users (spec 000 §7 Users, §9 page size 10).
import { PAGE_SIZE, type User } from '@staffdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { skipOf } from '../../../components/use-page-param';
import { apiGet } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/resource-api';
import { usersKeys } from './users-keys';

export type UsersPage = ListPage<User>;

export const getUsers = async (page: number) =>
  (await apiGet<UsersPage>('users', { skip: skipOf(page, PAGE_SIZE), limit: PAGE_SIZE })).data;

export const useUsers = (page: number) =>
  useQuery({
    queryKey: usersKeys.list(page),
    queryFn: () => getUsers(page),
    placeholderData: keepPreviousData,
  });
