import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

/** A whole screen for an address that leads nowhere: a page title, what happened, and one way back. */
export function NotFoundScreen(props: {
  pageTitle: string;
  title: string;
  backTo: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <div>
      <PageHeader title={props.pageTitle} />
      <EmptyState
        title={props.title}
        action={
          <Link className="btn btn-primary" to={props.backTo}>
            {props.backLabel}
          </Link>
        }
      >
        {props.children}
      </EmptyState>
    </div>
  );
}

/** What a screen that looks things up by slug says when the slug names nothing, and where it sends you. */
const MISSING = {
  problem: {
    pageTitle: 'Problem not found',
    backTo: '/problems',
    backLabel: 'Browse problems',
    note: 'It may have been renamed or removed from the corpus.',
  },
  track: {
    pageTitle: 'Track not available',
    backTo: '/tracks',
    backLabel: 'Back to Tracks',
    note: 'It may have been renamed or removed; Tracks lists the ones that are loaded.',
  },
} as const;

/** The not-found screen for an address with a slug (a mistyped, stale or removed problem or track). */
export function MissingSlugScreen({ kind, slug }: { kind: keyof typeof MISSING; slug: string }) {
  const m = MISSING[kind];
  return (
    <NotFoundScreen
      pageTitle={m.pageTitle}
      title={`There is no ${kind} “${slug}”.`}
      backTo={m.backTo}
      backLabel={m.backLabel}
    >
      {m.note}
    </NotFoundScreen>
  );
}
