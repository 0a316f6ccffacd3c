import type { ReactElement } from 'react';
import { HomePage } from '../features/home/HomePage';
import { TracksPage } from '../features/tracks/TracksPage';
import { TrackDetailPage } from '../features/tracks/TrackDetailPage';
import { ProblemsPage } from '../features/problems/ProblemsPage';
import { ProblemPage } from '../features/problems/ProblemPage';
import { WritingsPage } from '../features/writings/WritingsPage';
import { WritingEditorPage } from '../features/writings/WritingEditorPage';
import { ExportPage } from '../features/writings/ExportPage';
import { NewsPage } from '../features/news/NewsPage';
import { VoicesPage } from '../features/voices/VoicesPage';
import { ReflectionsPage } from '../features/reflections/ReflectionsPage';
import { ProgressPage } from '../features/progress/ProgressPage';
import { ReviewPage } from '../features/review/ReviewPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { DraftsPage } from '../features/drafts/DraftsPage';
import { DraftReviewPage } from '../features/drafts/DraftReviewPage';

/** The spec's paths plus /problems, /reflections, /review and /settings. */
export const ROUTES: Array<{ path: string; element: ReactElement }> = [
  { path: '/', element: <HomePage /> },
  { path: '/tracks', element: <TracksPage /> },
  { path: '/tracks/:slug', element: <TrackDetailPage /> },
  { path: '/problems', element: <ProblemsPage /> },
  { path: '/problem/:slug', element: <ProblemPage /> },
  { path: '/writings', element: <WritingsPage /> },
  { path: '/writings/:id', element: <WritingEditorPage /> },
  { path: '/writings/:id/export', element: <ExportPage /> },
  { path: '/news', element: <NewsPage /> },
  { path: '/voices', element: <VoicesPage /> },
  { path: '/reflections', element: <ReflectionsPage /> },
  { path: '/review', element: <ReviewPage /> },
  { path: '/progress', element: <ProgressPage /> },
  { path: '/settings', element: <SettingsPage /> },
  { path: '/drafts', element: <DraftsPage /> },
  { path: '/drafts/:id', element: <DraftReviewPage /> },
];
