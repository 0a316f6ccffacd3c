import { openDatabase, type Db } from '../../src/main/db/connection';
import { createRepositories, type Repositories } from '../../src/main/db/repositories';

/** Three instants a day apart, for rows whose times the tests compare. */
export const T1 = '2026-03-01T10:00:00.000Z';
export const T2 = '2026-03-02T10:00:00.000Z';
export const T3 = '2026-03-03T10:00:00.000Z';
export const at = (iso: string): Date => new Date(iso);

/** A fresh in-memory database with every migration, its repositories and two profiles, Ada and Bob. */
export function freshRepositories(createdAt = T1): {
  db: Db;
  repos: Repositories;
  ada: string;
  bob: string;
} {
  const db = openDatabase(':memory:');
  const repos = createRepositories(db);
  const ada = repos.profiles.create('Ada', new Date(createdAt)).id;
  const bob = repos.profiles.create('Bob', new Date(createdAt)).id;
  return { db, repos, ada, bob };
}
