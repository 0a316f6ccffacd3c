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
